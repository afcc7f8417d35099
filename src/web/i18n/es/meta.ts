import type { MetaDict } from "../en/meta";

const meta: MetaDict = {
  siteName: "Swift Trade Exchange",
  locale: "es_ES",
  pages: {
    home: {
      title: "Swift Trade Exchange: invierta junto a traders profesionales",
      description:
        "Copy trading, forex, índices y planes de inversión en criptomonedas con rendimientos diarios, comisiones transparentes y soporte 24/7. Operar implica riesgos.",
    },
    about: {
      title: "Quiénes somos | Swift Trade Exchange",
      description:
        "Quiénes somos: una plataforma de inversión y copy trading que da a los traders novatos acceso a las posiciones de profesionales con experiencia.",
    },
    plans: {
      title: "Planes de inversión | Swift Trade Exchange",
      description:
        "Compare los planes Basic, Vast, Mega y Tera: importes, rendimientos diarios y duración. Los rendimientos no están garantizados.",
    },
    contact: {
      title: "Contacto | Swift Trade Exchange",
      description:
        "¿Preguntas sobre planes, depósitos o su cuenta? Envíenos un mensaje; respondemos a cualquier hora.",
    },
    terms: {
      title: "Términos del servicio | Swift Trade Exchange",
      description:
        "Los términos que rigen su cuenta, los planes, los depósitos, los retiros y el programa de referidos.",
    },
    privacy: {
      title: "Política de privacidad | Swift Trade Exchange",
      description:
        "Qué datos personales recopilamos, para qué, cuánto tiempo los conservamos y qué derechos tiene sobre ellos.",
    },
    support: {
      title: "Soporte | Swift Trade Exchange",
      description:
        "Ayuda con la activación de la cuenta, los depósitos y los retiros, y cómo contactar con nuestro equipo de soporte.",
    },
    traders: {
      title: "Traders para copiar | Swift Trade Exchange",
      description:
        "Todos los traders que puede copiar, con rentabilidad, caída máxima, puntuación de riesgo y comisiones según el historial real de su cuenta. La rentabilidad pasada no es un indicador fiable de resultados futuros.",
    },
    login: {
      title: "Iniciar sesión | Swift Trade Exchange",
      description: "Inicie sesión en su cuenta de Swift Trade Exchange para gestionar su cartera.",
    },
  },
};

export default meta;
