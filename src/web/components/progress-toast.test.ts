import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { progressToast } from "./progress-toast";

describe("progressToast", () => {
  // Spies on sonner's own toast (the test files share their modules: a vi.mock would come too late).
  beforeEach(() => {
    vi.spyOn(toast, "loading").mockReturnValue("toast-1");
    vi.spyOn(toast, "success").mockReturnValue("toast-1");
    vi.spyOn(toast, "error").mockReturnValue("toast-1");
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the pending line at once, then turns the same toast into the success", () => {
    const progress = progressToast("Deleting user...");
    expect(toast.loading).toHaveBeenCalledWith("Deleting user...");
    progress.succeeded("User deleted");
    expect(toast.success).toHaveBeenCalledWith("User deleted", { id: "toast-1" });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("turns the same toast into the failure, with its reason when given", () => {
    progressToast("Deleting user...").failed("Could not delete the user", "Not found");
    expect(toast.error).toHaveBeenCalledWith("Could not delete the user", {
      id: "toast-1",
      description: "Not found",
    });
    progressToast("Deleting user...").failed("Could not delete the user");
    expect(toast.error).toHaveBeenLastCalledWith("Could not delete the user", {
      id: "toast-1",
      description: undefined,
    });
  });
});
