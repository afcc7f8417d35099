import { meUpdateInput } from "../schemas/profile";
import { meOutput } from "../schemas/user";
import { endpointsOf } from "./endpoint";

/** The query family of the signed-in user (live updates invalidate `[meTag]`). */
export const meTag = "me";

const me = endpointsOf(meTag, "user");

export const getMe = me.get("/api/v1/me", "Get the signed-in user with balances", { output: meOutput });

export const updateMe = me.patch("/api/v1/me", "Update the profile or language", {
  body: meUpdateInput,
  output: meOutput,
  errors: ["NO_CHANGES"],
});

/** Multipart: the file in the field "avatar" (the web app sends FormData, not JSON). */
export const uploadAvatar = me.put("/api/v1/me/avatar", "Upload a profile picture", {
  consumes: ["multipart/form-data"],
  output: meOutput,
  errors: ["IMAGE_TOO_LARGE"],
});
