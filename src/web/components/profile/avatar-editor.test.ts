import { describe, expect, it } from "vitest";
import { avatarFileError } from "./avatar-editor";

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe("avatarFileError", () => {
  it("says which types are accepted when a GIF or WebP is chosen", () => {
    expect(avatarFileError(file("cat.gif", "image/gif"))).toBe(
      "Only .png, .jpg and .jpeg images are accepted",
    );
    expect(avatarFileError(file("cat.webp", "image/webp"))).toBe(
      "Only .png, .jpg and .jpeg images are accepted",
    );
  });

  it("asks for an image when none is chosen, and accepts PNG and JPEG under 2MB", () => {
    expect(avatarFileError(null)).toBe("Please select an image");
    expect(avatarFileError(file("me.png", "image/png"))).toBeNull();
    expect(avatarFileError(file("me.JPEG", ""))).toBeNull();
    expect(avatarFileError(file("me.jpg", "image/jpeg", 3 * 1024 * 1024))).toBe(
      "Image size must be less than 2MB",
    );
  });
});
