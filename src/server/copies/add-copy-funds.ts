import { moveCopyFunds } from "./move-copy-funds";

/** POST /api/v1/copies/:id/add-funds (see moveCopyFunds). */
export const addCopyFunds = moveCopyFunds("add");
