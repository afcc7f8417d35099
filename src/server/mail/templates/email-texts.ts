import type { Language } from "../../../shared/languages";
import { en as enMessages } from "../../../shared/messages";
import { es as esMessages } from "../../../shared/messages-es";
import { fr as frMessages } from "../../../shared/messages-fr";

/**
 * The texts of every email, in each language: an email goes out in its recipient's saved language
 * (English when they have none, or are not a user, like the support inbox). English keeps the
 * spec's wording. `{name}` placeholders are filled by the template, with values as React children
 * (escaped). es and fr are typed `EmailTexts`: a missing key fails the typecheck.
 */
const en = {
  /** The `<html lang>` and the locale of the amounts. */
  locale: "en-US",
  footer: "You receive this email because of your Swift Trade Exchange account. Trading involves risk.",
  welcome: {
    subject: "Welcome to Swift Trade Exchange",
    preview: "Your account is ready",
    title: "Welcome, {name}",
    body: "Thank you for joining Swift Trade Exchange. New accounts are activated by our team within 24 hours; you can sign in at any time to complete your profile.",
    button: "Log in to your account",
  },
  verifyEmail: {
    subject: "Verify your email address",
    preview: "Confirm your email address",
    title: "Verify your email address",
    body: "Hello {name}, please confirm that this is your email address.",
    button: "Verify email",
    validity: "The link is valid for one hour. If you did not sign up, ignore this email.",
  },
  resetPassword: {
    subject: "Reset your password",
    preview: "Choose a new password",
    title: "Reset your password",
    body: "Hello {name}, someone asked to reset the password of your account. Choose a new one with the button below; every device signed in to your account will be signed out.",
    button: "Choose a new password",
    validity: "The link is valid for one hour. If you did not ask for this, ignore this email.",
  },
  withdrawalRequest: {
    subject: enMessages.messages.withdrawalRequestSubject,
    preview: "{name} asked to withdraw {amount}",
    title: "Withdrawal request",
    body: "{name} ({email}) requested a withdrawal of {amount} via {method}.",
    transaction: "Transaction: {id}",
    wallet: "Wallet address: {wallet}",
    action: "Approve or reject it in the admin area, under Transactions.",
  },
  withdrawalConfirmation: {
    subject: enMessages.messages.withdrawalConfirmationSubject,
    preview: "Your withdrawal of {amount} was approved",
    title: "Withdrawal confirmed",
    body: "Hello {name}, your withdrawal of {amount} ({id}) has been approved.",
    fee: "Processing fee: {fee}",
    sent: "Sent via {method}: {net}",
    wallet: "Wallet address: {wallet}",
  },
  copyStopped: {
    subject: enMessages.messages.copyStoppedSubject,
    preview: "Your copy of {trader} reached its stop-loss",
    title: "Copy stopped",
    bodyLive:
      "Hello {name}, your copy of {trader} reached its stop-loss, so its positions were closed at market and the copy stopped.",
    bodyPractice:
      "Hello {name}, your practice copy of {trader} reached its stop-loss, so its positions were closed at market and the copy stopped.",
    level: "Stop-loss: {percent}% below the amount invested, an equity of {level}",
    invested: "Net invested: {amount}",
    returnedLive: "Returned to your balance: {amount}",
    returnedPractice: "Returned to your practice account: {amount}",
    loss: "Loss: {loss}% of the amount invested",
    gap: "The price moved past the stop-loss level between two quotes, and positions close at the first price after it, so the loss is larger than the stop-loss.",
    log: "Every position the stop-loss closed is listed, with its price and P&L, in the copy's log under Portfolio.",
  },
  verificationDecided: {
    subject: enMessages.messages.verificationDecidedSubject,
    preview: "Your identity verification was reviewed",
    title: "Identity verification",
    approved:
      "Hello {name}, your identity is verified. Withdrawals, live trading and live copying are now open to you, and deposits have no level-1 limit.",
    rejected: "Hello {name}, we could not verify your identity with the documents you sent.",
    documentRequested: "Hello {name}, please send your {document} again.",
    reason: "Reason: {reason}",
    note: "Reviewer's note: {note}",
    next: "Open Verification in your account to see where you stand and send documents again.",
    reasons: {
      "document-unreadable": "a document cannot be read",
      "document-expired": "a document has expired",
      "details-mismatch": "the documents do not match your details",
      "selfie-mismatch": "the selfie does not match the identity document",
      "address-too-old": "the proof of address is older than 3 months",
      "duplicate-account": "this identity is already verified on another account",
      other: "another reason (see the note)",
    },
    documents: {
      identity: "identity document",
      selfie: "selfie holding your document",
      address: "proof of address",
    },
  },
  copyTakeProfit: {
    subject: enMessages.messages.copyTakeProfitSubject,
    preview: "Your copy of {trader} reached its take-profit",
    title: "Take-profit reached",
    bodyLive:
      "Hello {name}, your copy of {trader} reached its take-profit of +{percent}% (equity {level}), so its positions were closed at market and the copy stopped.",
    bodyPractice:
      "Hello {name}, your practice copy of {trader} reached its take-profit of +{percent}% (equity {level}), so its positions were closed at market and the copy stopped.",
    invested: "Net invested: {amount}",
    returnedLive: "Returned to your balance: {amount}",
    returnedPractice: "Returned to your practice account: {amount}",
    log: "You can see every closed position in the copy's trades, under Portfolio.",
  },
  contactMessage: {
    subject: "Contact form: {name}",
    preview: "Message from {name}",
    title: "New message from the contact form",
    from: "From:",
    reference: "Reference {reference}",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type EmailTexts = Widen<typeof en>;

const es: EmailTexts = {
  locale: "es-ES",
  footer: "Recibe este correo porque tiene una cuenta en Swift Trade Exchange. Operar implica riesgos.",
  welcome: {
    subject: "Bienvenido a Swift Trade Exchange",
    preview: "Su cuenta está lista",
    title: "Bienvenido, {name}",
    body: "Gracias por unirse a Swift Trade Exchange. Nuestro equipo activa las cuentas nuevas en un plazo de 24 horas; puede iniciar sesión cuando quiera para completar su perfil.",
    button: "Iniciar sesión en su cuenta",
  },
  verifyEmail: {
    subject: "Verifique su dirección de correo electrónico",
    preview: "Confirme su dirección de correo electrónico",
    title: "Verifique su dirección de correo electrónico",
    body: "Hola, {name}: confirme que esta es su dirección de correo electrónico.",
    button: "Verificar correo",
    validity: "El enlace es válido durante una hora. Si no se ha registrado, ignore este correo.",
  },
  resetPassword: {
    subject: "Restablezca su contraseña",
    preview: "Elija una contraseña nueva",
    title: "Restablezca su contraseña",
    body: "Hola, {name}: alguien ha pedido restablecer la contraseña de su cuenta. Elija una nueva con el botón de abajo; se cerrará la sesión en todos los dispositivos conectados a su cuenta.",
    button: "Elegir una contraseña nueva",
    validity: "El enlace es válido durante una hora. Si no lo ha pedido usted, ignore este correo.",
  },
  withdrawalRequest: {
    subject: esMessages.messages.withdrawalRequestSubject,
    preview: "{name} ha pedido retirar {amount}",
    title: "Solicitud de retiro",
    body: "{name} ({email}) ha solicitado un retiro de {amount} mediante {method}.",
    transaction: "Transacción: {id}",
    wallet: "Dirección de la billetera: {wallet}",
    action: "Apruébelo o rechácelo en el área de administración, en Transacciones.",
  },
  withdrawalConfirmation: {
    subject: esMessages.messages.withdrawalConfirmationSubject,
    preview: "Su retiro de {amount} ha sido aprobado",
    title: "Retiro confirmado",
    body: "Hola, {name}: su retiro de {amount} ({id}) ha sido aprobado.",
    fee: "Comisión de procesamiento: {fee}",
    sent: "Enviado mediante {method}: {net}",
    wallet: "Dirección de la billetera: {wallet}",
  },
  copyStopped: {
    subject: esMessages.messages.copyStoppedSubject,
    preview: "Su copia de {trader} ha alcanzado su stop-loss",
    title: "Copia detenida",
    bodyLive:
      "Hola, {name}: su copia de {trader} ha alcanzado su stop-loss, así que sus posiciones se han cerrado a precio de mercado y la copia se ha detenido.",
    bodyPractice:
      "Hola, {name}: su copia de práctica de {trader} ha alcanzado su stop-loss, así que sus posiciones se han cerrado a precio de mercado y la copia se ha detenido.",
    level: "Stop-loss: un {percent} % por debajo del importe invertido, un capital de {level}",
    invested: "Inversión neta: {amount}",
    returnedLive: "Devuelto a su saldo: {amount}",
    returnedPractice: "Devuelto a su cuenta de práctica: {amount}",
    loss: "Pérdida: {loss} % del importe invertido",
    gap: "El precio sobrepasó el nivel del stop-loss entre dos cotizaciones, y las posiciones se cierran al primer precio posterior, por lo que la pérdida es mayor que el stop-loss.",
    log: "Cada posición que cerró el stop-loss figura, con su precio y su resultado, en el registro de la copia, en Cartera.",
  },
  verificationDecided: {
    subject: esMessages.messages.verificationDecidedSubject,
    preview: "Se ha revisado su verificación de identidad",
    title: "Verificación de identidad",
    approved:
      "Hola, {name}: su identidad está verificada. Ya puede retirar fondos, operar y copiar con dinero real, y sus depósitos ya no tienen el límite del nivel 1.",
    rejected: "Hola, {name}: no hemos podido verificar su identidad con los documentos que envió.",
    documentRequested: "Hola, {name}: envíe de nuevo su {document}.",
    reason: "Motivo: {reason}",
    note: "Nota del revisor: {note}",
    next: "Abra Verificación en su cuenta para ver en qué punto está y enviar de nuevo los documentos.",
    reasons: {
      "document-unreadable": "un documento no se puede leer",
      "document-expired": "un documento ha caducado",
      "details-mismatch": "los documentos no coinciden con sus datos",
      "selfie-mismatch": "el selfie no coincide con el documento de identidad",
      "address-too-old": "el justificante de domicilio tiene más de 3 meses",
      "duplicate-account": "esta identidad ya está verificada en otra cuenta",
      other: "otro motivo (vea la nota)",
    },
    documents: {
      identity: "documento de identidad",
      selfie: "selfie con su documento",
      address: "justificante de domicilio",
    },
  },
  copyTakeProfit: {
    subject: esMessages.messages.copyTakeProfitSubject,
    preview: "Su copia de {trader} ha alcanzado su take-profit",
    title: "Take-profit alcanzado",
    bodyLive:
      "Hola, {name}: su copia de {trader} ha alcanzado su take-profit de +{percent} % (capital {level}), así que sus posiciones se han cerrado a precio de mercado y la copia se ha detenido.",
    bodyPractice:
      "Hola, {name}: su copia de práctica de {trader} ha alcanzado su take-profit de +{percent} % (capital {level}), así que sus posiciones se han cerrado a precio de mercado y la copia se ha detenido.",
    invested: "Inversión neta: {amount}",
    returnedLive: "Devuelto a su saldo: {amount}",
    returnedPractice: "Devuelto a su cuenta de práctica: {amount}",
    log: "Puede ver cada posición cerrada en las operaciones de la copia, en Cartera.",
  },
  contactMessage: {
    subject: "Formulario de contacto: {name}",
    preview: "Mensaje de {name}",
    title: "Nuevo mensaje del formulario de contacto",
    from: "De:",
    reference: "Referencia {reference}",
  },
};

const fr: EmailTexts = {
  locale: "fr-FR",
  footer:
    "Vous recevez cet e-mail parce que vous avez un compte Swift Trade Exchange. Le trading comporte des risques.",
  welcome: {
    subject: "Bienvenue chez Swift Trade Exchange",
    preview: "Votre compte est prêt",
    title: "Bienvenue, {name}",
    body: "Merci d'avoir rejoint Swift Trade Exchange. Notre équipe active les nouveaux comptes sous 24 heures ; vous pouvez vous connecter à tout moment pour compléter votre profil.",
    button: "Se connecter à votre compte",
  },
  verifyEmail: {
    subject: "Vérifiez votre adresse e-mail",
    preview: "Confirmez votre adresse e-mail",
    title: "Vérifiez votre adresse e-mail",
    body: "Bonjour {name}, merci de confirmer qu'il s'agit bien de votre adresse e-mail.",
    button: "Vérifier l'adresse e-mail",
    validity:
      "Le lien est valable une heure. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.",
  },
  resetPassword: {
    subject: "Réinitialisez votre mot de passe",
    preview: "Choisissez un nouveau mot de passe",
    title: "Réinitialisez votre mot de passe",
    body: "Bonjour {name}, quelqu'un a demandé à réinitialiser le mot de passe de votre compte. Choisissez-en un nouveau avec le bouton ci-dessous ; tous les appareils connectés à votre compte seront déconnectés.",
    button: "Choisir un nouveau mot de passe",
    validity:
      "Le lien est valable une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  },
  withdrawalRequest: {
    subject: frMessages.messages.withdrawalRequestSubject,
    preview: "{name} a demandé à retirer {amount}",
    title: "Demande de retrait",
    body: "{name} ({email}) a demandé un retrait de {amount} par {method}.",
    transaction: "Transaction : {id}",
    wallet: "Adresse du portefeuille : {wallet}",
    action: "Approuvez-la ou refusez-la dans l'espace d'administration, rubrique Transactions.",
  },
  withdrawalConfirmation: {
    subject: frMessages.messages.withdrawalConfirmationSubject,
    preview: "Votre retrait de {amount} a été approuvé",
    title: "Retrait confirmé",
    body: "Bonjour {name}, votre retrait de {amount} ({id}) a été approuvé.",
    fee: "Frais de traitement : {fee}",
    sent: "Envoyé par {method} : {net}",
    wallet: "Adresse du portefeuille : {wallet}",
  },
  copyStopped: {
    subject: frMessages.messages.copyStoppedSubject,
    preview: "Votre copie de {trader} a atteint son stop-loss",
    title: "Copie arrêtée",
    bodyLive:
      "Bonjour {name}, votre copie de {trader} a atteint son stop-loss : ses positions ont donc été clôturées au prix du marché et la copie s'est arrêtée.",
    bodyPractice:
      "Bonjour {name}, votre copie d'entraînement de {trader} a atteint son stop-loss : ses positions ont donc été clôturées au prix du marché et la copie s'est arrêtée.",
    level: "Stop-loss : {percent} % sous le montant investi, soit des fonds propres de {level}",
    invested: "Montant net investi : {amount}",
    returnedLive: "Reversé sur votre solde : {amount}",
    returnedPractice: "Reversé sur votre compte d'entraînement : {amount}",
    loss: "Perte : {loss} % du montant investi",
    gap: "Le cours a dépassé le niveau du stop-loss entre deux cotations, et les positions se clôturent au premier cours qui suit : la perte est donc supérieure au stop-loss.",
    log: "Chaque position clôturée par le stop-loss figure, avec son prix et son résultat, dans l'historique de la copie, rubrique Portefeuille.",
  },
  verificationDecided: {
    subject: frMessages.messages.verificationDecidedSubject,
    preview: "Votre vérification d'identité a été examinée",
    title: "Vérification d'identité",
    approved:
      "Bonjour {name}, votre identité est vérifiée. Les retraits, le trading et la copie en argent réel vous sont ouverts, et vos dépôts n'ont plus la limite du niveau 1.",
    rejected: "Bonjour {name}, nous n'avons pas pu vérifier votre identité avec les documents envoyés.",
    documentRequested: "Bonjour {name}, merci de renvoyer votre {document}.",
    reason: "Motif : {reason}",
    note: "Note de l'examinateur : {note}",
    next: "Ouvrez Vérification dans votre compte pour voir où vous en êtes et renvoyer des documents.",
    reasons: {
      "document-unreadable": "un document est illisible",
      "document-expired": "un document a expiré",
      "details-mismatch": "les documents ne correspondent pas à vos informations",
      "selfie-mismatch": "le selfie ne correspond pas à la pièce d'identité",
      "address-too-old": "le justificatif de domicile date de plus de 3 mois",
      "duplicate-account": "cette identité est déjà vérifiée sur un autre compte",
      other: "un autre motif (voir la note)",
    },
    documents: {
      identity: "pièce d'identité",
      selfie: "selfie avec votre pièce",
      address: "justificatif de domicile",
    },
  },
  copyTakeProfit: {
    subject: frMessages.messages.copyTakeProfitSubject,
    preview: "Votre copie de {trader} a atteint son take-profit",
    title: "Take-profit atteint",
    bodyLive:
      "Bonjour {name}, votre copie de {trader} a atteint son take-profit de +{percent} % (fonds propres {level}) : ses positions ont donc été clôturées au prix du marché et la copie s'est arrêtée.",
    bodyPractice:
      "Bonjour {name}, votre copie d'entraînement de {trader} a atteint son take-profit de +{percent} % (fonds propres {level}) : ses positions ont donc été clôturées au prix du marché et la copie s'est arrêtée.",
    invested: "Montant net investi : {amount}",
    returnedLive: "Reversé sur votre solde : {amount}",
    returnedPractice: "Reversé sur votre compte d'entraînement : {amount}",
    log: "Vous retrouverez chaque position clôturée dans les positions de la copie, rubrique Portefeuille.",
  },
  contactMessage: {
    subject: "Formulaire de contact : {name}",
    preview: "Message de {name}",
    title: "Nouveau message du formulaire de contact",
    from: "De :",
    reference: "Référence {reference}",
  },
};

export const emailTexts: Record<Language, EmailTexts> = { en, es, fr };

/** Fills `{name}` placeholders with plain text (subjects, previews, titles). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/**
 * An amount queued in the spec's English format ("$1,000.00", "-$5.00") in the recipient's
 * locale ("1000,00 US$", "1 000,00 $US"); anything else (or English) unchanged.
 */
/** A percent with two decimals ("13.42") in the email's locale: "13.42" (en), "13,42" (es, fr). */
export function localPercent(value: string, texts: EmailTexts): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return new Intl.NumberFormat(texts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    number,
  );
}

export function localAmount(amount: string, texts: EmailTexts): string {
  if (texts.locale === "en-US") return amount;
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(amount.trim());
  if (!match) return amount;
  const value = Number(`${match[1]}${match[2]!.replaceAll(",", "")}.${match[3]}`);
  return new Intl.NumberFormat(texts.locale, { style: "currency", currency: "USD" }).format(value);
}
