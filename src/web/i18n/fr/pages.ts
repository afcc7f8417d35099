import type { PagesDict } from "../en/pages";

const pages: PagesDict = {
  updated: "Dernière mise à jour : {date}",
  onThisPage: "Sur cette page",
  about: {
    title: "À propos de Swift Trade Exchange",
    intro:
      "Swift Trade Exchange est une plateforme d'investissement et de copy trading. Nous donnons aux traders débutants accès aux positions de professionnels expérimentés sur le forex, les indices, les ETF et les cryptomonnaies, avec des offres claires et une assistance permanente.",
    missionTitle: "Notre mission",
    mission:
      "Le trading professionnel est longtemps resté hors de portée du plus grand nombre. Notre mission est de le rendre accessible et compréhensible : vous choisissez une offre, nos traders font le travail et vous suivez chaque mouvement de votre compte en temps réel.",
    valuesTitle: "Nos valeurs",
    values: [
      {
        title: "Transparence",
        text: "Chaque dépôt, retrait, position et profit est enregistré et visible dans votre historique.",
      },
      {
        title: "Sécurité",
        text: "Connexions chiffrées, sessions protégées et un registre inaltérable derrière chaque solde.",
      },
      {
        title: "Assistance",
        text: "Une équipe qui répond 24/7 et des conseillers qui vous aident à choisir une offre adaptée.",
      },
    ],
    numbersTitle: "En chiffres",
    years: "Années d'expérience",
    winRate: "Taux de réussite moyen",
    profitFactor: "Facteur de profit",
    tradeDuration: "Durée moyenne d'une position",
    ctaTitle: "Prêt à commencer ?",
    ctaText: "Ouvrez un compte en quelques minutes ; les nouveaux comptes sont activés sous {hours} heures.",
    ctaButton: "Commencer",
    ctaPlans: "Voir nos offres",
  },
  plans: {
    title: "Nos offres",
    intro:
      "Quatre offres, du premier pas à l'engagement sérieux. Inscrivez-vous, déposez des fonds et souscrivez une offre depuis votre tableau de bord.",
    howTitle: "Comment ça marche",
    steps: [
      "Créez votre compte et attendez son activation (sous 24 heures).",
      "Déposez des fonds avec l'un des moyens de paiement disponibles.",
      "Souscrivez une offre avec un montant compris dans sa fourchette.",
      "Réclamez votre profit lorsque vous voulez clôturer votre position.",
    ],
  },
  contact: {
    title: "Nous contacter",
    intro:
      "Une question sur un compte, une offre ou un paiement ? Envoyez-nous un message, notre équipe vous répondra par e-mail.",
  },
  support: {
    title: "Assistance",
    intro:
      "Notre équipe d'assistance est disponible 24/7. Si votre compte n'est pas encore actif, il est généralement activé sous {hours} heures après l'inscription ; contactez-nous si cela prend plus de temps.",
    topicsTitle: "Sujets fréquents",
    topics: [
      {
        title: "Activation du compte",
        text: "Notre équipe vérifie les nouveaux comptes. Vous pouvez vous connecter en attendant ; le tableau de bord se débloque une fois le compte actif.",
      },
      {
        title: "Dépôts",
        text: "Un dépôt reste en attente jusqu'à sa confirmation, puis il est ajouté à votre solde. Conservez l'identifiant de transaction de votre paiement.",
      },
      {
        title: "Retraits",
        text: "Les demandes de retrait sont traitées après confirmation. Les frais de traitement sont affichés avant confirmation ; les délais du réseau sont généralement de quelques minutes.",
      },
    ],
    contactButton: "Contacter l'assistance",
    faqButton: "Lire la FAQ",
  },
  terms: {
    title: "Conditions d'utilisation",
    intro:
      "Ces conditions régissent votre utilisation de Swift Trade Exchange. En créant un compte ou en utilisant le site, vous les acceptez. Lisez-les attentivement.",
    sections: [
      {
        title: "1. Conditions d'accès",
        body: [
          "Vous devez avoir au moins 18 ans et la capacité juridique de contracter dans votre pays de résidence. Vous êtes responsable du respect des lois qui vous sont applicables.",
        ],
      },
      {
        title: "2. Votre compte",
        body: [
          "Gardez vos identifiants confidentiels ; vous êtes responsable de l'activité de votre compte. Fournissez des informations exactes et tenez-les à jour.",
          "Notre équipe vérifie et active les nouveaux comptes. Nous pouvons désactiver un compte qui enfreint ces conditions ou la loi.",
        ],
      },
      {
        title: "3. Offres et risques",
        body: [
          "Les rendements des offres sont des objectifs, pas des promesses. Le trading sur le forex, les indices, les ETF, les CFD et les cryptomonnaies comporte un risque important, dont la perte du capital investi. Les performances passées ne préjugent pas des résultats futurs.",
          "N'investissez que l'argent que vous pouvez vous permettre de perdre. Rien sur ce site ne constitue un conseil financier personnalisé.",
        ],
      },
      {
        title: "4. Dépôts et retraits",
        body: [
          "Les dépôts sont crédités après confirmation. Les retraits sont traités après confirmation ; des frais de traitement, affichés avant confirmation, sont déduits du versement. Des délais du réseau indépendants de notre volonté peuvent s'appliquer.",
        ],
      },
      {
        title: "5. Programme de parrainage",
        body: [
          "Lorsqu'une personne s'inscrit avec votre lien de parrainage, un bonus est crédité sur votre compte. Tout abus (par exemple l'auto-parrainage) peut entraîner l'annulation du bonus.",
        ],
      },
      {
        title: "6. Responsabilité",
        body: [
          "Le service est fourni en l'état. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, ni des pertes dues aux mouvements du marché, aux délais du réseau ou à des événements hors de notre contrôle raisonnable.",
        ],
      },
      {
        title: "7. Modifications et contact",
        body: [
          "Nous pouvons modifier ces conditions ; la date ci-dessus indique la dernière version. Pour toute question, utilisez le formulaire de contact.",
        ],
      },
    ],
  },
  privacy: {
    title: "Politique de confidentialité",
    intro:
      "Cette politique explique quelles données personnelles nous collectons, pourquoi, et quels choix s'offrent à vous. Nous ne collectons que le nécessaire au fonctionnement de votre compte.",
    sections: [
      {
        title: "1. Données collectées",
        body: [
          "Données du compte : nom, e-mail, téléphone, pays, informations de parrainage et une photo de profil facultative. Données financières : dépôts, retraits, positions et soldes. Les messages que vous nous envoyez.",
        ],
      },
      {
        title: "2. Utilisation",
        body: [
          "Créer et sécuriser votre compte, traiter les transactions, répondre à vos messages, envoyer des e-mails de service (comme les confirmations de retrait) et respecter nos obligations légales.",
        ],
      },
      {
        title: "3. Cookies et stockage local",
        body: [
          "Nous utilisons un cookie de session pour vous garder connecté, et le stockage local du navigateur pour retenir votre thème et votre langue. Aucun cookie publicitaire ou de suivi, aucun script tiers.",
        ],
      },
      {
        title: "4. Partage",
        body: [
          "Nous ne vendons pas vos données. Nous ne les partageons qu'avec les prestataires qui nous aident à exploiter la plateforme (comme l'envoi d'e-mails), sous contrat, ou lorsque la loi l'exige.",
        ],
      },
      {
        title: "5. Conservation et suppression",
        body: [
          "Nous conservons les données tant que votre compte est ouvert. À la suppression d'un compte, les données personnelles sont effacées ; les données financières sont conservées lorsque la loi l'exige.",
        ],
      },
      {
        title: "6. Vos droits",
        body: [
          "Vous pouvez demander l'accès, la rectification ou la suppression de vos données personnelles via le formulaire de contact.",
        ],
      },
    ],
  },
};

export default pages;
