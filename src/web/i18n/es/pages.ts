import type { PagesDict } from "../en/pages";

const pages: PagesDict = {
  updated: "Última actualización: {date}",
  onThisPage: "En esta página",
  about: {
    title: "Sobre Swift Trade Exchange",
    intro:
      "Swift Trade Exchange es una plataforma de inversión y copy trading. Damos a los traders principiantes acceso a las posiciones de profesionales experimentados en divisas, índices, ETF y criptomonedas, con planes claros y soporte a toda hora.",
    missionTitle: "Nuestra misión",
    mission:
      "El trading profesional ha estado fuera del alcance de la mayoría. Nuestra misión es hacerlo accesible y comprensible: usted elige un plan, nuestros traders hacen el trabajo y usted sigue cada movimiento de su cuenta en tiempo real.",
    valuesTitle: "Lo que defendemos",
    values: [
      {
        title: "Transparencia",
        text: "Cada depósito, retiro, operación y beneficio queda registrado y visible en su historial.",
      },
      {
        title: "Seguridad",
        text: "Conexiones cifradas, sesiones protegidas y un libro contable inalterable detrás de cada saldo.",
      },
      {
        title: "Soporte",
        text: "Un equipo que responde 24/7 y asesores que le ayudan a elegir un plan con el que se sienta cómodo.",
      },
    ],
    numbersTitle: "En cifras",
    years: "Años de experiencia",
    winRate: "Tasa media de aciertos",
    profitFactor: "Factor de beneficio",
    tradeDuration: "Duración media de operación",
    ctaTitle: "¿Listo para empezar?",
    ctaText: "Abra una cuenta en unos minutos; las cuentas nuevas se activan en {hours} horas.",
    ctaButton: "Empezar",
    ctaPlans: "Ver nuestros planes",
  },
  plans: {
    title: "Nuestros planes",
    intro:
      "Cuatro planes, desde un primer paso hasta un compromiso serio. Regístrese, deposite y suscríbase a un plan desde su panel.",
    howTitle: "Cómo funciona",
    steps: [
      "Cree su cuenta y espere la activación (en 24 horas).",
      "Deposite fondos con uno de los métodos de pago disponibles.",
      "Suscríbase a un plan con un importe dentro de su rango.",
      "Reclame su beneficio cuando quiera cerrar su operación.",
    ],
  },
  contact: {
    title: "Contáctenos",
    intro:
      "¿Preguntas sobre una cuenta, un plan o un pago? Envíenos un mensaje y nuestro equipo le responderá por correo.",
  },
  support: {
    title: "Soporte",
    intro:
      "Nuestro equipo de soporte está disponible 24/7. Si su cuenta aún no está activa, normalmente se activa en {hours} horas tras el registro; contáctenos si tarda más.",
    topicsTitle: "Temas frecuentes",
    topics: [
      {
        title: "Activación de la cuenta",
        text: "Nuestro equipo revisa las cuentas nuevas. Mientras tanto puede iniciar sesión; el panel se desbloquea cuando su cuenta esté activa.",
      },
      {
        title: "Depósitos",
        text: "Un depósito aparece como pendiente hasta su confirmación y después se suma a su saldo. Guarde el ID de transacción de su pago.",
      },
      {
        title: "Retiros",
        text: "Las solicitudes de retiro se procesan tras la confirmación. La comisión de procesamiento se muestra antes de confirmar; los retrasos de la red suelen ser de pocos minutos.",
      },
    ],
    contactButton: "Contactar con soporte",
    faqButton: "Leer las preguntas frecuentes",
  },
  terms: {
    title: "Términos del servicio",
    intro:
      "Estos términos rigen el uso de Swift Trade Exchange. Al crear una cuenta o usar el sitio, usted los acepta. Léalos con atención.",
    sections: [
      {
        title: "1. Requisitos",
        body: [
          "Debe tener al menos 18 años y capacidad legal para contratar en su país de residencia. Usted es responsable de cumplir las leyes que le aplican.",
        ],
      },
      {
        title: "2. Su cuenta",
        body: [
          "Mantenga sus credenciales en secreto; usted es responsable de la actividad de su cuenta. Proporcione información exacta al registrarse y manténgala actualizada.",
          "Nuestro equipo revisa y activa las cuentas nuevas. Podemos desactivar una cuenta que incumpla estos términos o la ley.",
        ],
      },
      {
        title: "3. Planes y riesgo",
        body: [
          "Los rendimientos de los planes son objetivos, no promesas. Operar con divisas, índices, ETF, CFD y criptomonedas implica un riesgo considerable, incluida la pérdida del capital invertido. El rendimiento pasado no garantiza resultados futuros.",
          "Invierta solo dinero que pueda permitirse perder. Nada en este sitio constituye asesoramiento financiero personal.",
        ],
      },
      {
        title: "4. Depósitos y retiros",
        body: [
          "Los depósitos se acreditan tras su confirmación. Los retiros se procesan tras la confirmación; una comisión de procesamiento, mostrada antes de confirmar, se descuenta del pago. Pueden producirse retrasos de la red ajenos a nosotros.",
        ],
      },
      {
        title: "5. Programa de referidos",
        body: [
          "Cuando alguien se registra con su enlace de referido, se acredita un bono en su cuenta. El abuso del programa (por ejemplo, referirse a sí mismo) puede anular el bono.",
        ],
      },
      {
        title: "6. Responsabilidad",
        body: [
          "El servicio se presta tal cual. En la medida permitida por la ley, no respondemos de pérdidas indirectas ni de pérdidas causadas por movimientos del mercado, retrasos de la red o hechos fuera de nuestro control razonable.",
        ],
      },
      {
        title: "7. Cambios y contacto",
        body: [
          "Podemos actualizar estos términos; la fecha superior indica la última versión. Para preguntas, use el formulario de contacto.",
        ],
      },
    ],
  },
  privacy: {
    title: "Política de privacidad",
    intro:
      "Esta política explica qué datos personales recopilamos, para qué y qué opciones tiene. Solo recopilamos lo necesario para gestionar su cuenta.",
    sections: [
      {
        title: "1. Datos que recopilamos",
        body: [
          "Datos de la cuenta: nombre, correo, teléfono, país, información de referidos y una foto de perfil opcional. Registros financieros: depósitos, retiros, operaciones y saldos. Los mensajes de contacto que nos envía.",
        ],
      },
      {
        title: "2. Cómo los usamos",
        body: [
          "Para crear y proteger su cuenta, procesar transacciones, responder a sus mensajes, enviar correos del servicio (como confirmaciones de retiro) y cumplir obligaciones legales.",
        ],
      },
      {
        title: "3. Cookies y almacenamiento local",
        body: [
          "Usamos una cookie de sesión para mantener su sesión iniciada y el almacenamiento local del navegador para recordar su tema e idioma. No usamos cookies publicitarias ni de seguimiento, ni cargamos scripts de terceros.",
        ],
      },
      {
        title: "4. Cesión",
        body: [
          "No vendemos sus datos. Solo los compartimos con proveedores que nos ayudan a operar la plataforma (como el envío de correo), bajo contrato, o cuando la ley lo exige.",
        ],
      },
      {
        title: "5. Conservación y eliminación",
        body: [
          "Conservamos los datos mientras su cuenta esté abierta. Al eliminar una cuenta, se borran los datos personales; los registros financieros se conservan cuando la ley lo exige.",
        ],
      },
      {
        title: "6. Sus derechos",
        body: [
          "Puede solicitar el acceso, la rectificación o la eliminación de sus datos personales a través del formulario de contacto.",
        ],
      },
    ],
  },
};

export default pages;
