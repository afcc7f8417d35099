/**
 * Every user-facing text the server and the web app both need, with the spec's exact wording.
 * One place, so a screen and its API error can never drift apart.
 */
export const messages = {
  // Login and register (spec section 5)
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name must be at most 100 characters",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a valid phone number",
  countryRequired: "Country is required",
  countryUnknown: "Choose a country from the list",
  referralIdUnknown: "Referral ID does not exist",
  emailTaken: "An account with this email already exists",
  invalidCredentials: "Invalid email or password",
  resetLinkSent: "If an account exists for this email, we have sent a link to reset its password.",
  resetLinkInvalid: "This reset link is invalid or has expired",
  passwordReset: "Your password has been reset. Please log in.",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect",
  passwordChanged: "Password changed successfully",

  // Contact form (spec sections 5 and 8)
  messageRequired: "Message is required",
  messageTooLong: "Message must be at most 5000 characters",
  messageSent: "Message sent successfully",

  // Toasts (spec section 8)
  loggingIn: "Logging in...",
  loggedIn: "Logged in successfully",
  signingUp: "Signing up...",
  signedUp: "Signed up successfully",
  loggingOut: "Logging out...",

  // Guards and generic errors (DESIGN.md section 6)
  notSignedIn: "You are not signed in",
  forbidden: "You do not have access to this",
  accountNotActive: "Account is not active",
  notFound: "Not found",
  malformedJson: "The request body is not valid JSON",
  badRequest: "The request is not valid",
  tooManyRequests: "Too many attempts, please try again later",
  originRejected: "Request origin is not allowed",
  internal: "Something went wrong, please try again",
} as const;

export type MessageKey = keyof typeof messages;
