import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RowActionButton } from "./button";
import { ConfirmDialog, Dialog, FormDialog, openChange } from "./dialog";

// The open dialog is portalled into document.body after mount (no DOM here): its focus trap,
// Escape, aria-modal and labelled title are exercised by the e2e specs that open one.
/** Every dialog here is closed: rendered on the server, it shows its trigger at most. */
const closed = { open: false, onOpenChange: () => {} };

describe("Dialog", () => {
  it("renders its trigger as a dialog opener, and nothing else while closed", () => {
    const html = renderToStaticMarkup(
      <Dialog {...closed} title="Edit" trigger={<button type="button">Open</button>}>
        <p>body</p>
      </Dialog>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(">Open</button>");
    expect(html).not.toContain("body");
    expect(html).not.toContain("Edit");
  });
});

describe("ConfirmDialog", () => {
  it("renders nothing while closed", () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog
        {...closed}
        title="Delete?"
        description="It cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
      />,
    );
    expect(html).toBe("");
  });
});

describe("FormDialog", () => {
  it("renders its trigger while closed, and not the form", () => {
    const html = renderToStaticMarkup(
      <FormDialog
        {...closed}
        title="Close BTCUSD"
        trigger={<RowActionButton label="Close" target="BTCUSD" />}
        onSubmit={() => {}}
        pending={false}
        cancelLabel="Cancel"
        submitLabel="Close position"
      >
        <input name="quantity" />
      </FormDialog>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Close<span class="sr-only"> BTCUSD</span></button>');
    expect(html).not.toContain("<form");
  });
});

describe("openChange", () => {
  it("passes an open or a close on, and calls onClose after a close only", () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    const change = openChange({ busy: false, onOpenChange, onClose });
    change(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(onClose).not.toHaveBeenCalled();
    change(false);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does nothing while busy", () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    openChange({ busy: true, onOpenChange, onClose })(false);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
