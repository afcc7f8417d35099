import type { LandingDict } from "../en/landing";

const landing: LandingDict = {
  hero: {
    badge: "Copy trading sur le forex, les indices et les cryptos",
    title: "Investissez aux côtés de traders professionnels",
    subtitle:
      "Reproduisez les positions de traders expérimentés, suivez les marchés en temps réel et faites croître votre portefeuille avec l'offre qui vous convient.",
    investNow: "Investir",
    learnMore: "En savoir plus",
    statsLabel: "Performances",
    statsBasedOn:
      "Sur la base de {count} positions réelles clôturées par nos traders au cours des 12 derniers mois.",
    statsClaimed:
      "Chiffres annoncés par la plateforme ; les chiffres mesurés s'afficheront dès que nos traders auront clôturé 100 positions réelles.",
    pastPerformance: "Les performances passées ne préjugent pas des performances futures.",
  },
  stats: {
    winRate: "Taux de réussite moyen",
    profitFactor: "Facteur de profit",
    tradeDuration: "Durée moyenne d'une position",
  },
  market: {
    tickerLabel: "Cours des marchés",
    chartTitle: "BTC/USDT",
    chartSubtitle: "Bitcoin, bougies horaires",
    chartLabel: "Graphique du cours du Bitcoin, bougies horaires",
    simulated: "Données simulées",
    simulatedHint:
      "Le flux de marché en direct est inaccessible ; les chiffres sont simulés à titre d'illustration.",
    live: "Données en direct",
    loading: "Chargement des données de marché…",
    unavailable: "Les données de marché sont indisponibles pour le moment.",
    last: "Dernier",
    change24h: "Variation 24 h",
    pauseTicker: "Mettre le défilement en pause",
    playTicker: "Reprendre le défilement",
  },
  about: {
    eyebrow: "À propos",
    title: "Fonctionnalités et avantages",
    subtitle: "Tout ce qu'il faut pour investir en confiance, au même endroit.",
  },
  features: {
    realTime: {
      title: "Données en temps réel",
      description:
        "Suivez les cours et vos positions en direct, avec des données de marché servies par notre propre plateforme.",
    },
    support: {
      title: "Assistance en ligne 24/7",
      description: "Notre équipe répond jour et nuit, en semaine comme le week-end.",
    },
    security: {
      title: "Sécurité renforcée",
      description:
        "Connexions chiffrées, sessions protégées et un registre inaltérable derrière chaque solde.",
    },
    deposits: {
      title: "Plusieurs moyens de dépôt",
      description:
        "Alimentez votre compte par portefeuille crypto, virement bancaire ou porte-monnaie électronique.",
    },
    withdrawals: {
      title: "Retrait instantané",
      description:
        "Les retraits sont versés instantanément après confirmation ; les délais du réseau dépassent rarement quelques minutes.",
    },
    transparency: {
      title: "Transparence",
      description:
        "Chaque dépôt, retrait, position et profit apparaît dans votre historique de transactions.",
    },
  },
  why: {
    eyebrow: "Pourquoi nous choisir",
    title: "Le trading professionnel, rendu accessible",
    subtitle: "Des traders expérimentés, des offres claires et une assistance réactive.",
  },
  reasons: {
    experience: {
      title: "Plus de {years} ans d'expérience",
      description:
        "Nos traders opèrent sur le forex, les indices et les cryptos depuis plus d'une décennie de cycles de marché.",
    },
    roi: {
      title: "Jusqu'à {roi} % de ROI",
      description:
        "Des offres pensées pour la croissance, avec des rendements quotidiens selon l'offre choisie.",
    },
    novices: {
      title: "Conçu pour les débutants",
      description: "Reproduisez les positions de traders professionnels sans passer chaque ordre vous-même.",
    },
    activation: {
      title: "Activation sous {hours} heures",
      description:
        "Ouvrez un compte en quelques minutes ; notre équipe active les nouveaux comptes en un jour.",
    },
  },
  servicesSection: {
    eyebrow: "Services",
    title: "Ce que nous proposons",
    subtitle: "Du copy trading clé en main aux conseils pour votre propre stratégie.",
  },
  services: {
    copyTrading: {
      title: "Copy trading",
      description:
        "Reproduisez automatiquement les positions de traders expérimentés, au prorata de votre capital.",
    },
    advisory: {
      title: "Conseil financier",
      description:
        "Parlez à nos conseillers de vos objectifs, de votre tolérance au risque et de l'offre adaptée.",
    },
    forex: {
      title: "Trading forex",
      description:
        "Négociez les paires de devises majeures et mineures du plus grand marché du monde, 24 h/24.",
    },
    indices: {
      title: "Trading d'indices",
      description:
        "Exposez-vous à des marchés entiers comme le S&P 500 et le Nasdaq 100, avec un ROI jusqu'à {indexRoi} %.",
    },
    etf: {
      title: "ETF",
      description:
        "Diversifiez avec des fonds cotés qui suivent des secteurs, des régions et des matières premières.",
    },
    cfd: {
      title: "CFD",
      description: "Prenez position à la hausse comme à la baisse avec des contrats sur différence.",
    },
  },
  testimonialsSection: {
    eyebrow: "Témoignages",
    title: "Ce que disent nos investisseurs",
    carouselLabel: "Témoignages",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    goTo: "Afficher le témoignage {n} sur {total}",
    slide: "{n} sur {total}",
  },
  testimonials: {
    t1: {
      testimony:
        "Je n'avais jamais tradé. Copier des positions professionnelles m'a permis d'apprendre pendant que mon compte grandissait, et l'assistance a répondu à toutes mes questions.",
      role: "Infirmière, investisseuse depuis 2022",
    },
    t2: {
      testimony:
        "Les retraits arrivent vite après confirmation et chaque mouvement figure dans mon historique. C'est cette transparence qui m'a fait rester.",
      role: "Ingénieur logiciel",
    },
    t3: {
      testimony:
        "L'offre Vast correspondait à mon budget. Le tableau de bord est clair et je sais toujours où en est ma position.",
      role: "Cheffe d'entreprise",
    },
    t4: {
      testimony:
        "J'apprécie que la plateforme soit honnête sur les risques. Les conseillers m'ont aidé à choisir une offre qui me convient.",
      role: "Ingénieur retraité",
    },
    t5: {
      testimony:
        "Le dépôt en crypto a pris quelques minutes et mon compte a été activé le jour même. Une excellente expérience.",
      role: "Étudiante en master",
    },
  },
  faqSection: {
    eyebrow: "FAQ",
    title: "Questions fréquentes",
    subtitle: "Choisissez une question pour voir sa réponse.",
    modalTitle: "Réponse",
    contactSupport: "Contacter l'assistance",
  },
  faqs: {
    createAccount: {
      question: "Comment créer un compte ?",
      answer:
        "Cliquez sur S'inscrire, renseignez vos informations (nom, e-mail, téléphone, pays et mot de passe) et vérifiez votre e-mail. Notre équipe active les nouveaux comptes sous {hours} heures.",
    },
    paymentMethods: {
      question: "Quels moyens de paiement acceptez-vous ?",
      answer:
        "Nous acceptons plusieurs cryptomonnaies ; les portefeuilles disponibles figurent sur la page de dépôt. Les virements bancaires et porte-monnaie électroniques sont possibles sur demande auprès de l'assistance.",
    },
    withdrawals: {
      question: "Combien de temps prennent les retraits ?",
      answer:
        "Les retraits sont traités instantanément après confirmation. Selon le réseau, les fonds peuvent mettre quelques minutes à arriver.",
    },
    security: {
      question: "Mon argent et mes données sont-ils en sécurité ?",
      answer:
        "Les connexions sont chiffrées, les sessions protégées et chaque mouvement de solde est inscrit dans un registre inaltérable. Nous ne partageons jamais vos données personnelles à des fins publicitaires.",
    },
    support: {
      question: "Quand puis-je joindre l'assistance ?",
      answer:
        "Notre équipe est disponible 24/7. Utilisez le formulaire de contact et nous vous répondrons rapidement.",
    },
    deposit: {
      question: "Comment déposer des fonds ?",
      answer:
        "Ouvrez Dépôt dans votre tableau de bord, choisissez un moyen de paiement, saisissez le montant en USD et suivez les instructions. Votre dépôt est crédité une fois confirmé.",
    },
    fees: {
      question: "Y a-t-il des frais cachés ?",
      answer:
        "Non. Il n'y a aucun frais caché. Seuls les retraits supportent des frais de traitement, affichés avant votre confirmation.",
    },
    referral: {
      question: "Avez-vous un programme de parrainage ?",
      answer:
        "Oui. Partagez votre lien de parrainage : lorsque vos amis s'inscrivent avec, vous recevez un bonus sur votre compte.",
    },
  },
};

export default landing;
