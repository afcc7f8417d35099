import type { MetaDict } from "../en/meta";

const meta: MetaDict = {
  siteName: "Swift Trade Exchange",
  locale: "fr_FR",
  pages: {
    home: {
      title: "Swift Trade Exchange : investissez aux côtés de traders professionnels",
      description:
        "Copy trading, forex, indices et plans d'investissement en cryptomonnaies avec rendements quotidiens, frais transparents et assistance 24h/24. Le trading comporte des risques.",
    },
    about: {
      title: "À propos | Swift Trade Exchange",
      description:
        "Qui nous sommes : une plateforme d'investissement et de copy trading qui donne aux traders débutants accès aux positions de professionnels expérimentés.",
    },
    plans: {
      title: "Plans d'investissement | Swift Trade Exchange",
      description:
        "Comparez les plans Basic, Vast, Mega et Tera : montants, rendements quotidiens et durée. Les rendements ne sont pas garantis.",
    },
    contact: {
      title: "Contact | Swift Trade Exchange",
      description:
        "Des questions sur les plans, les dépôts ou votre compte ? Envoyez-nous un message ; nous répondons à toute heure.",
    },
    terms: {
      title: "Conditions d'utilisation | Swift Trade Exchange",
      description:
        "Les conditions qui régissent votre compte, les plans, les dépôts, les retraits et le programme de parrainage.",
    },
    privacy: {
      title: "Politique de confidentialité | Swift Trade Exchange",
      description:
        "Quelles données personnelles nous collectons, pourquoi, combien de temps nous les gardons et vos droits sur elles.",
    },
    support: {
      title: "Assistance | Swift Trade Exchange",
      description:
        "De l'aide pour l'activation du compte, les dépôts et les retraits, et comment joindre notre équipe d'assistance.",
    },
    traders: {
      title: "Traders à copier | Swift Trade Exchange",
      description:
        "Tous les traders que vous pouvez copier, avec rendement, baisse maximale, score de risque et frais issus de l'historique réel de leur compte. Les performances passées ne préjugent pas des résultats futurs.",
    },
    login: {
      title: "Connexion | Swift Trade Exchange",
      description: "Connectez-vous à votre compte Swift Trade Exchange pour gérer votre portefeuille.",
    },
  },
};

export default meta;
