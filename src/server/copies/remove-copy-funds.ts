import { moveCopyFunds } from "./move-copy-funds";

/** POST /api/v1/copies/:id/remove-funds (see moveCopyFunds). */
export const removeCopyFunds = moveCopyFunds("remove");
