/**
 * Every user-facing text the server and the web app both need, with the spec's exact wording.
 * One place, so a screen and its API error can never drift apart.
 *
 * This is the English catalogue; messages-es.ts and messages-fr.ts translate every key (typed as
 * `Catalogue`: a missing or extra key fails the typecheck). The API answers an error's message in
 * the request's language (src/server/http/language.ts): an English text here is its key's
 * identity (they are unique, see messages.test.ts), so code keeps throwing `messages.x`.
 * Adding a message: one key here, in messages-es.ts and in messages-fr.ts.
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
  languageUnknown: "Choose English, Español or Français",
  referralIdUnknown: "Referral ID does not exist",
  emailTaken: "An account with this email already exists",
  invalidCredentials: "Invalid email or password",
  resetLinkSent: "If an account exists for this email, we have sent a link to reset its password.",
  resetLinkInvalid: "This reset link is invalid or has expired",
  passwordReset: "Your password has been reset. Please log in.",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect",
  passwordChanged: "Password changed successfully",
  twoFactorCodeRequired: "Enter the 6-digit code from your authenticator app",
  twoFactorCodeInvalid: "Invalid code",
  backupCodeRequired: "Enter one of your backup codes",
  twoFactorExpired: "Your sign-in attempt expired, please log in again",
  twoFactorTooManyAttempts: "Too many wrong codes, please log in again",
  twoFactorEnabled: "Two-factor authentication is on",
  twoFactorDisabled: "Two-factor authentication is off",
  adminTwoFactorRequired: "Turn on two-factor authentication in your profile to use the admin area",
  adminTwoFactorFirst: "Turn on two-factor authentication for your own account first",

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

  // Admin (spec sections 2, 4 and 8; docs/design.md, Where we differ from the spec)
  accountActivated: "Account activated successfully",
  accountActivateFailed: "Failed to activate account",
  accountDeactivated: "Account deactivated successfully",
  accountDeactivateFailed: "Failed to deactivate account",
  userMadeAdmin: "User made admin successfully",
  userMakeAdminFailed: "Failed to make user admin",
  deletingUser: "Deleting user...",
  userDeleted: "User deleted successfully",
  userDeleteFailed: "Failed to delete user",
  userAlreadyAdmin: "This user is already an admin",
  lastAdmin: "This is the last admin account: make another user admin first",
  userHasNoActiveTrade: "User has no active trade",
  noUsersFound: "No users found",
  noAuditEntries: "No admin actions found",
  paymentMethodDeleting: "Deleting Payment Method",
  paymentMethodDeleted: "Payment Method Deleted",
  paymentMethodDeleteFailed: "Failed to Delete Payment Method",
  noPaymentMethods: "No payment methods yet",
  settingsSaved: "Settings saved",
  settingsSaveFailed: "Failed to save settings",

  // Money (spec sections 5 and 8)
  selectPaymentMethod: "Please select a payment method",
  enterAmount: "Please enter an amount",
  enterWalletAddress: "Please enter a wallet address",
  walletAddressTooLong: "Wallet address must be at most 200 characters",
  insufficientBalance: "Insufficient balance",
  amountRequired: "Amount is required",
  amountInvalid: "Enter a valid amount (a number with at most 2 decimals)",
  amountNotPositive: "Amount must be greater than zero",
  amountNotZero: "Amount must not be zero",
  noProfitToClaim: "You have no profit to claim",
  noActiveTrade: "You have no ongoing trade",
  tradeAlreadyActive: "You already have an ongoing trade. Claim your profit before starting a new one",
  profitToClaimFirst: "You have profit to claim: Claim Profit returns your trade amount with the profit",
  tradeUpgraded: "Plan upgraded successfully",
  tradeUpgradeFailed: "Failed to upgrade plan",
  upgradingPlan: "Upgrading plan...",
  tradeClosed: "Trade closed successfully",
  tradeCloseFailed: "Failed to close trade",
  closingTrade: "Closing trade...",
  planRequired: "Please select a plan",
  enterAmountFirst: "Enter amount first!",
  adjustmentAccountRequired: "Choose balance, profit or bonus",
  adjustmentBelowZero: "This would take the amount below zero",
  adjustmentBelowHeld: "This would take the balance below the pending withdrawals",
  reasonTooLong: "Reason must be at most 500 characters",
  paymentMethodCodeRequired: "ID is required",
  paymentMethodCodeInvalid: "ID may contain only letters, digits, - and _ (at most 20)",
  paymentMethodNameRequired: "Name is required",
  paymentMethodNameTooLong: "Name must be at most 50 characters",
  paymentMethodAddressRequired: "Address is required",
  paymentMethodAddressTooLong: "Address must be at most 200 characters",
  paymentMethodCodeTaken: "A payment method with this ID already exists",
  paymentMethodNotFound: "Payment method not found",
  transactionNotFound: "Transaction not found",
  transactionNotPending: "Only pending transactions can be approved or rejected",
  // Four-eyes control (issue 17.12): an admin never decides on their own money.
  ownTransactionDecision: "You cannot approve or reject your own transaction; another admin must decide it",
  ownAccountAdjustment: "You cannot adjust your own balance, profit or bonus; another admin must do it",
  secondApprovalSameAdmin: "You gave the first approval; a second, different admin must approve this",
  awaitingSecondApproval: "Awaiting second approval",
  firstApprovalRecorded: "First approval recorded; a second admin must approve it",
  ownProposalApproval: "You proposed this change; a second, different admin must approve it",
  approvalPending: "A change here is awaiting a second admin's approval; approve or reject it first",
  nothingToApprove: "This change is no longer awaiting approval",
  addressChangeProposed: "New address proposed; a second admin must approve it",
  adminProposed: "Proposed as admin; a second admin must approve it",
  userNotFound: "User not found",
  idempotencyKeyInvalid: "Idempotency-Key must be 1 to 255 visible characters",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request",
  invalidCursor: "The cursor is not valid",
  noTransactions: "No transactions found!",
  noOngoingTrades: "No ongoing trades yet",
  withdrawalRequestSubject: "Withdrawal Request",
  withdrawalConfirmationSubject: "Withdrawal Confirmation",
  copyStoppedSubject: "Your copy was stopped",
  depositSuccessful: "Deposit successful",
  withdrawalRequestSent: "Withdrawal request sent",
  depositApproved: "Deposit approved successfully",
  depositApproveFailed: "Failed to approve deposit",
  depositRejected: "Deposit rejected successfully",
  depositRejectFailed: "Failed to reject deposit",
  depositWasApproved: "Deposit was approved successfully",
  withdrawalWasApproved: "Withdrawal was approved successfully",
  depositWasRejected: "Deposit was rejected successfully",
  withdrawalWasRejected: "Withdrawal was rejected successfully",
  approving: "Approving...",
  rejecting: "Rejecting...",
  tradeCreated: "Trade created successfully",
  tradeCreateFailed: "Error creating trade",
  profitClaimed: "Profit claimed successfully",
  profitClaimFailed: "Failed to claim profit",
  claimingProfit: "Claiming profit...",
  balanceUpdated: "Balance updated successfully",
  balanceUpdateFailed: "Failed to update balance",
  profitUpdated: "Profit updated successfully",
  profitUpdateFailed: "Failed to update profit",
  bonusUpdated: "Bonus updated successfully",
  bonusUpdateFailed: "Failed to update bonus",
  paymentMethodAdding: "Adding Payment Method",
  paymentMethodAdded: "Payment Method Added",
  paymentMethodAddFailed: "Failed to Add Payment Method",
  paymentMethodUpdating: "Updating Payment Method",
  paymentMethodUpdated: "Payment Method Updated",
  paymentMethodUpdateFailed: "Failed to Update Payment Method",

  // Investor screens and shared transaction list (spec sections 2 and 8)
  searchByTransactionId: "Search by transaction ID",
  searchTransactions: "Search Transactions",
  searchUser: "Search User",
  alreadyApproved: "Already Approved",
  alreadyRejected: "Already Rejected",
  actionUnavailable: "Unavailable",
  loadMore: "Load more",
  copied: "Copied",
  addressCopiedPlain: "Address Copied to Clipboard",
  referralLinkCopied: "Referral link copied to clipboard",
  copyFailed: "Could not copy to the clipboard",
  subscribeToPlan: "Subscribe to a plan",
  confirmProfitTitle: "Confirm Profit",
  confirmProfitText: "Are you sure you want to claim your profit and close your trade?",
  transactionSuccessful: "Transaction Successful",
  processingFeeTitle: "Processing Fee",
  noChangesMade: "No changes made",
  userUpdated: "User updated successfully",
  userUpdateFailed: "Failed to update user",
  selectImage: "Please select an image",
  imageTypeNotAccepted: "Only .png, .jpg and .jpeg images are accepted",
  imageTooLarge: "Image size must be less than 2MB",
  uploading: "Uploading...",
  updatingAvatar: "Updating avatar...",
  avatarUpdated: "Avatar updated successfully",
  avatarUpdateFailed: "Failed to update avatar",
  noReferrals: "No referrals yet",
  noReferralsFound: "No users found!",

  // Instruments (issue 12)
  instrumentNotFound: "Instrument not found",
  quotesUnknownInstrument: "Unknown or disabled instrument in quotes",
  instrumentUpdateEmpty: "Change enabled or maxLeverage",
  leverageInvalid: "Maximum leverage must be a whole number from 1",

  // Trading accounts, orders and positions (issue 12)
  tradingAccountNotFound: "Trading account not found",
  positionNotFound: "Position not found",
  positionClosed: "This position is already closed",
  insufficientMargin: "Insufficient margin",
  marketDataStale: "Market data is stale, try again",
  quantityRequired: "Quantity is required",
  quantityInvalid: "Enter a quantity greater than zero",
  priceInvalid: "Enter a valid price",
  orderLeverageInvalid: "Leverage must be a whole number from 1 to the instrument's cap",
  sideInvalid: "Choose buy or sell",
  instrumentDisabled: "This instrument is not available for trading",
  notATrader: "Only approved traders can trade on a live account",
  copyAccountManaged: "Copy accounts are traded by the copy engine",
  practiceOnlyReset: "Only practice accounts can be reset",
  transfersLiveOnly: "Transfers go to and from a live account only",
  transferBeyondFreeMargin: "Amount is more than the free margin of the trading account",
  closeQuantityTooLarge: "Quantity is more than the open position",
  stopLossWrongSide: "Stop-loss must be on the losing side of the current price",
  takeProfitWrongSide: "Take-profit must be on the winning side of the current price",
  positionUpdateEmpty: "Change stopLoss or takeProfit",
  traderNotEligible: "Only an active user can become a trader",
  profitShareInvalid: "Profit share must be a whole number from 0 to 30",
  displayNameRequired: "Display name is required",
  displayNameTooLong: "Display name must be at most 60 characters",
  bioTooLong: "Bio must be at most 500 characters",
  adminCannotBeTrader: "An admin cannot be a trader",
  traderNotFound: "This user is not a trader",
  traderAlreadyStopped: "This trader is already stopped",
  traderCannotBeAdmin: "Stop this trader first: an admin cannot be a trader",
  copyStopLossInvalid: "Stop-loss must be a whole number from 5 to 95 percent",
  copyTakeProfitInvalid: "Take-profit must be a whole number from 5 to 1000 percent",
  copyTakeProfitReached: "The copy's equity is already at its take-profit level: choose a higher one",
  copyStopLossReached: "The copy's equity is already at this stop-loss level: choose a lower one",
  copyEditEmpty: "Change the stop-loss or the take-profit",
  copyFixedMarginRequired: "Enter the margin each copied position uses",
  copyFixedMarginUnexpected: "A margin per position applies to fixed-amount copies only",
  copyFixedMarginAboveAmount: "The margin per position cannot be more than the amount copied",
  copyModeInvalid: "Choose live or practice",
  copyYourself: "You cannot copy yourself",
  copyTraderUnavailable: "This trader is not accepting new copies",
  copyTraderTooRisky: "This trader's risk score is 8 or more: new copies are not allowed",
  copyAlreadyActive: "You already copy this trader",
  copyNotFound: "Copy not found",
  copyIsStopped: "This copy is stopped",
  copyAlreadyPaused: "This copy is already paused",
  copyNotPaused: "This copy is not paused",
  copyRemoveBeyondFree: "Amount is more than the copy can release without closing positions",
  practiceCashInsufficient: "Insufficient practice cash",
  assessmentRequired: "Complete the appropriateness questionnaire before copying with real money",
  assessmentFailed:
    "Based on your answers, copying with real money may not be appropriate for you: practice copies only for now",
  assessmentRetakeTooSoon: "You can retake the questionnaire 24 hours after your last attempt",
  assessmentAnswersInvalid: "Answer every question",
  traderProfileNotFound: "Trader not found",

  // Guards and generic errors (docs/design.md, API)
  notSignedIn: "You are not signed in",
  forbidden: "You do not have access to this",
  accountNotActive: "Account is not active",
  notFound: "Not found",
  malformedJson: "The request body is not valid JSON",
  badRequest: "The request is not valid",
  badUrl: "The address of the request is not valid",
  urlTooLong: "The address of the request is too long",
  headersTooLarge: "The request headers are too large",
  requestTimeout: "The request took too long, please try again",
  payloadTooLarge: "The request body is too large",
  unsupportedMediaType: "This type of request body is not accepted",
  methodNotAllowed: "This method is not allowed here",
  verifyLinkInvalid: "This verification link is invalid or has expired",
  tooManyRequests: "Too many attempts, please try again later",
  originRejected: "Request origin is not allowed",
  internal: "Something went wrong, please try again",
  unavailable: "The service is briefly unavailable, please try again in a moment",
  reconnecting: "Connection lost, reconnecting…",
  tooManyStreams: "Too many live-update streams are open, please close some tabs",

  // Identity verification (issue 32)
  verificationNeedsLevel1: "Verify your details (identity verification level 1) to deposit",
  verificationNeedsLevel2: "Verify your identity (level 2) to do this",
  traderNeedsVerification: "Only users whose identity is verified (level 2) can be made traders",
  withdrawalAwaitingVerification:
    "The user's identity is not verified yet: the withdrawal stays pending until it is",
  legalNameRequired: "Legal name is required",
  textTooLong: "Must be at most 200 characters",
  dateOfBirthInvalid: "Enter a valid date of birth",
  underEighteen: "You must be at least 18 years old",
  addressRequired: "Residential address is required",
  cityRequired: "City is required",
  postalCodeRequired: "Postal code is required",
  documentKindInvalid: "Choose an identity document, a selfie or a proof of address",
  documentTypeRequired: "Choose the type of document",
  documentNumberRequired: "Document number is required",
  documentNumberInvalid: "Enter the document number with letters and digits only",
  documentExpiryInvalid: "Enter the expiry date",
  documentExpired: "This document has expired",
  mrzInvalid: "The machine-readable zone does not check out: type its lines exactly as printed",
  mrzOtherDocument: "The machine-readable zone belongs to another document number",
  documentFileRequired: "Choose a PNG, JPEG or PDF file",
  documentFileNotAccepted: "Only PNG, JPEG or PDF files are accepted",
  documentFileTooLarge: "The file must be at most 10MB",
  documentTooManyPages: "A PDF may have at most 10 pages",
  documentImageUnreadable: "This image cannot be read or is too large (at most 40 megapixels)",
  verificationDetailsFirst: "Enter your details and verify your email first",
  verificationDocumentsMissing:
    "Upload your identity document, a selfie holding it and a proof of address first",
  verificationAlreadyPending: "Your documents are already being reviewed",
  verificationAlreadyDone: "Your identity is already verified",
  verificationNotPending: "This case has already been decided",
  ownVerificationCase: "You cannot review your own verification",
  duplicateDocument: "This identity document is already used by another account",
  verificationCaseNotFound: "Verification case not found",
  documentNotFound: "Document not found",
  rejectReasonRequired: "Choose a reason",
  verificationDecidedSubject: "Your identity verification",
  copyTakeProfitSubject: "Your copy reached its take-profit",
} as const;

/**
 * Messages with values, `{name}` placeholders filled by the functions below (the English
 * wording is the spec's; amounts are filled in as "$699"). Translated like `messages`; a value
 * keeps its formatting.
 */
export const templates = {
  /** Spec section 5: 'Amount must be greater than or equal to $699' (the plan's whole-dollar bound). */
  amountAtLeast: "Amount must be greater than or equal to {min}",
  amountAtMost: "Amount must be less than or equal to {max}",
  /** An upgrade: the plan's bounds apply to the new total (the open trade's amount plus the added amount). */
  newTotalAtLeast: "New total must be greater than or equal to {min}",
  newTotalAtMost: "New total must be less than or equal to {max}",
  /** Issue 12: an admin may lower an instrument's leverage cap, never raise it above its asset class cap. */
  leverageAboveClassCap: "Maximum leverage for {symbol} cannot exceed {cap}:1, the cap of its asset class",
  /** Issue 12: a live order on an instrument without a real quote. */
  pricesSimulated: "Prices for {symbol} are simulated: practice mode only",
  /** Issue 12: an order worth less than the instrument's minimum ("$5.00"). */
  belowMinNotional: "Order value must be at least {minimum}",
  /** Issue 31: an order whose margin is more than the account's free margin (both "$1,234.56"). */
  insufficientMarginFor: "Insufficient margin: this order needs {needed} of margin and {free} is free",
  /** Issue 13: a copy's amount below COPY_MIN_AMOUNT ("$200.00"). */
  copyAmountAtLeast: "Amount must be at least {minimum}",
  /** Issue 29: a partial close leaving less than the instrument's minimum notional ("$5.00") open. */
  closeRemainderBelowMin: "This close would leave less than {minimum} open: close all of it, or less",
  verificationLimit:
    "Deposits at verification level 1 are limited to {limit} in total: verify your identity (level 2) to deposit more",
} as const;

export type MessageKey = keyof typeof messages;
export type TemplateKey = keyof typeof templates;

/** One language's texts: every key of `messages` and `templates`, no other. */
export interface Catalogue {
  messages: { readonly [K in MessageKey]: string };
  templates: { readonly [K in TemplateKey]: string };
}

export const en: Catalogue = { messages, templates };

/** Fills `{name}` placeholders (a name without a value stays as it is). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export const amountAtLeast = (min: number) => fillTemplate(templates.amountAtLeast, { min: `$${min}` });
export const amountAtMost = (max: number) => fillTemplate(templates.amountAtMost, { max: `$${max}` });
export const newTotalAtLeast = (min: number) => fillTemplate(templates.newTotalAtLeast, { min: `$${min}` });
export const newTotalAtMost = (max: number) => fillTemplate(templates.newTotalAtMost, { max: `$${max}` });
export const leverageAboveClassCap = (symbol: string, cap: number) =>
  fillTemplate(templates.leverageAboveClassCap, { symbol, cap });
export const pricesSimulated = (symbol: string) => fillTemplate(templates.pricesSimulated, { symbol });
/** `minimum` already formatted ("$5.00"). */
export const belowMinNotional = (minimum: string) => fillTemplate(templates.belowMinNotional, { minimum });
/** `needed` and `free` already formatted ("$1,234.56"). */
export const insufficientMarginFor = (needed: string, free: string) =>
  fillTemplate(templates.insufficientMarginFor, { needed, free });
/**
 * `minimum` already formatted ("$200.00").
 */
export const copyAmountAtLeast = (minimum: string) => fillTemplate(templates.copyAmountAtLeast, { minimum });
/** `minimum` already formatted ("$5.00"). */
export const closeRemainderBelowMin = (minimum: string) =>
  fillTemplate(templates.closeRemainderBelowMin, { minimum });

/** Spec section 4: the claim's credit record. `amount` is already formatted ("$1,250.00"). */
export const profitClaimedDescription = (amount: string) => `A profit of ${amount} was claimed`;
/** Issue 32: `limit` already formatted ("$2,000.00"). */
export const verificationLimit = (limit: string) => fillTemplate(templates.verificationLimit, { limit });
