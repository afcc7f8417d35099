import type { LandingDict } from "../en/landing";

const landing: LandingDict = {
  hero: {
    badge: "Copy trading en divisas, índices y criptomonedas",
    title: "Invierta junto a traders profesionales",
    subtitle:
      "Replique las posiciones de traders experimentados, siga los mercados en tiempo real y haga crecer su cartera con un plan a su medida.",
    investNow: "Invertir ahora",
    learnMore: "Saber más",
    statsLabel: "Rendimiento",
    statsBasedOn:
      "Basado en {count} posiciones reales cerradas por nuestros traders en los últimos 12 meses.",
    statsClaimed:
      "Cifras declaradas por la plataforma; las cifras medidas aparecerán cuando nuestros traders hayan cerrado 100 posiciones reales.",
    pastPerformance: "La rentabilidad pasada no es un indicador fiable de resultados futuros.",
  },
  stats: {
    winRate: "Tasa media de aciertos",
    profitFactor: "Factor de beneficio",
    tradeDuration: "Duración media de operación",
  },
  market: {
    tickerLabel: "Cotizaciones del mercado",
    chartTitle: "BTC/USDT",
    chartSubtitle: "Bitcoin, velas horarias",
    chartLabel: "Gráfico del precio de Bitcoin, velas horarias",
    simulated: "Datos simulados",
    simulatedHint:
      "La fuente de mercado en vivo no está disponible; las cifras se simulan a modo ilustrativo.",
    live: "Datos en vivo",
    loading: "Cargando datos de mercado…",
    unavailable: "Los datos de mercado no están disponibles en este momento.",
    last: "Último",
    change24h: "Variación 24 h",
    pauseTicker: "Pausar cotizaciones",
    playTicker: "Reanudar cotizaciones",
  },
  about: {
    eyebrow: "Sobre nosotros",
    title: "Características y ventajas",
    subtitle: "Todo lo que necesita para invertir con confianza, en un solo lugar.",
  },
  features: {
    realTime: {
      title: "Datos en tiempo real",
      description:
        "Siga los precios y sus posiciones mientras se mueven, con datos de mercado servidos desde nuestra propia plataforma.",
    },
    support: {
      title: "Soporte en línea 24/7",
      description: "Nuestro equipo de soporte responde día y noche, entre semana y los fines de semana.",
    },
    security: {
      title: "Mayor seguridad",
      description:
        "Conexiones cifradas, sesiones protegidas y un libro contable inalterable detrás de cada saldo.",
    },
    deposits: {
      title: "Múltiples opciones de depósito",
      description:
        "Fondee su cuenta con monederos de criptomonedas, transferencias bancarias o monederos electrónicos.",
    },
    withdrawals: {
      title: "Retiro instantáneo",
      description:
        "Los retiros se pagan al instante tras la confirmación; los retrasos de la red rara vez superan unos minutos.",
    },
    transparency: {
      title: "Transparencia",
      description: "Cada depósito, retiro, operación y beneficio aparece en su historial de transacciones.",
    },
  },
  why: {
    eyebrow: "Por qué elegirnos",
    title: "Trading profesional, al alcance de todos",
    subtitle: "Combinamos traders experimentados, planes claros y un soporte atento.",
  },
  reasons: {
    experience: {
      title: "Más de {years} años de experiencia",
      description:
        "Nuestros traders han operado en divisas, índices y criptomonedas durante más de una década de ciclos.",
    },
    roi: {
      title: "Hasta un {roi}% de ROI",
      description: "Planes pensados para crecer, con rendimientos diarios que dependen del plan que elija.",
    },
    novices: {
      title: "Pensado para principiantes",
      description:
        "Replique las posiciones de traders profesionales sin tener que realizar cada operación usted mismo.",
    },
    activation: {
      title: "Activación en {hours} horas",
      description: "Abra una cuenta en minutos; nuestro equipo activa las cuentas nuevas en un día.",
    },
  },
  servicesSection: {
    eyebrow: "Servicios",
    title: "Lo que ofrecemos",
    subtitle: "Desde copy trading sin esfuerzo hasta asesoría para su propia estrategia.",
  },
  services: {
    copyTrading: {
      title: "Copy trading",
      description:
        "Replique automáticamente las posiciones de traders experimentados, en proporción a su capital.",
    },
    advisory: {
      title: "Asesoría financiera",
      description:
        "Hable con nuestros asesores sobre sus objetivos, su tolerancia al riesgo y el plan adecuado.",
    },
    forex: {
      title: "Trading de divisas",
      description:
        "Opere los pares de divisas principales y secundarios del mayor mercado del mundo, a toda hora.",
    },
    indices: {
      title: "Trading de índices",
      description:
        "Exponga su cartera a mercados completos como el S&P 500 y el Nasdaq 100, con ROI de hasta un {indexRoi}%.",
    },
    etf: {
      title: "Acciones ETF",
      description: "Diversifique con fondos cotizados que siguen sectores, regiones y materias primas.",
    },
    cfd: {
      title: "CFD",
      description: "Tome posiciones al alza o a la baja con contratos por diferencia.",
    },
  },
  testimonialsSection: {
    eyebrow: "Testimonios",
    title: "Lo que dicen nuestros inversores",
    carouselLabel: "Testimonios",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    goTo: "Mostrar testimonio {n} de {total}",
    slide: "{n} de {total}",
  },
  testimonials: {
    t1: {
      testimony:
        "Nunca había operado. Copiar posiciones profesionales me permitió aprender mientras mi cuenta crecía, y el soporte respondió todas mis preguntas.",
      role: "Enfermera, inversora desde 2022",
    },
    t2: {
      testimony:
        "Los retiros llegan rápido tras la confirmación y cada movimiento aparece en mi historial. Por esa transparencia me quedé.",
      role: "Ingeniero de software",
    },
    t3: {
      testimony:
        "El Plan Vast se ajustaba a mi presupuesto. El panel es claro y siempre sé qué hace mi operación en curso.",
      role: "Empresaria",
    },
    t4: {
      testimony:
        "Me gusta que la plataforma sea honesta sobre el riesgo. Los asesores me ayudaron a elegir un plan con el que me siento cómodo.",
      role: "Ingeniero jubilado",
    },
    t5: {
      testimony:
        "Depositar con criptomonedas llevó minutos y mi cuenta se activó el mismo día. En general, una gran experiencia.",
      role: "Estudiante de posgrado",
    },
  },
  faqSection: {
    eyebrow: "Preguntas frecuentes",
    title: "Preguntas frecuentes",
    subtitle: "Seleccione una pregunta para ver su respuesta.",
    modalTitle: "Respuesta",
    contactSupport: "Contactar con soporte",
  },
  faqs: {
    createAccount: {
      question: "¿Cómo creo una cuenta?",
      answer:
        "Haga clic en Registrarse, complete sus datos (nombre, correo, teléfono, país y una contraseña) y verifique su correo. Nuestro equipo activa las cuentas nuevas en {hours} horas.",
    },
    paymentMethods: {
      question: "¿Qué métodos de pago aceptan?",
      answer:
        "Aceptamos varias criptomonedas; los monederos disponibles aparecen en la página de depósito. Las transferencias bancarias y los monederos electrónicos están disponibles a petición a través del soporte.",
    },
    withdrawals: {
      question: "¿Cuánto tardan los retiros?",
      answer:
        "Los retiros se procesan al instante tras la confirmación. Según la red, los fondos pueden tardar unos minutos en llegar a su monedero.",
    },
    security: {
      question: "¿Están seguros mi dinero y mis datos?",
      answer:
        "Las conexiones están cifradas, las sesiones protegidas y cada cambio de saldo queda registrado en un libro contable inalterable. Nunca compartimos sus datos personales con terceros con fines publicitarios.",
    },
    support: {
      question: "¿Cuándo puedo contactar con soporte?",
      answer:
        "Nuestro equipo de soporte está disponible 24/7. Use el formulario de contacto y le responderemos pronto.",
    },
    deposit: {
      question: "¿Cómo deposito fondos?",
      answer:
        "Abra Depositar en su panel, elija un método de pago, introduzca el importe en USD y siga las instrucciones de pago. Su depósito se acredita una vez confirmado.",
    },
    fees: {
      question: "¿Hay comisiones ocultas?",
      answer:
        "No. No hay comisiones ocultas. El único cargo es la comisión de procesamiento de los retiros, que se le muestra antes de confirmar.",
    },
    referral: {
      question: "¿Tienen un programa de referidos?",
      answer:
        "Sí. Comparta su enlace de referido con sus amigos: cuando se registren con él, recibirá un bono en su cuenta.",
    },
  },
};

export default landing;
