import { meUpdateInput } from "../schemas/profile";
import { meOutput } from "../schemas/user";
import { defineEndpoint } from "./endpoint";

/** The query family of the signed-in user (live updates invalidate `[meTag]`). */
export const meTag = "me";

export const getMe = defineEndpoint({
  method: "GET",
  path: "/api/v1/me",
  access: "user",
  summary: "Get the signed-in user with balances",
  tag: meTag,
  status: 200,
  output: meOutput,
  errors: [],
});

export const updateMe = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/me",
  access: "user",
  summary: "Update the profile or language",
  tag: meTag,
  body: meUpdateInput,
  status: 200,
  output: meOutput,
  errors: ["NO_CHANGES"],
});

/** Multipart: the file in the field "avatar" (the web app sends FormData, not JSON). */
export const uploadAvatar = defineEndpoint({
  method: "PUT",
  path: "/api/v1/me/avatar",
  access: "user",
  summary: "Upload a profile picture",
  tag: meTag,
  consumes: ["multipart/form-data"],
  status: 200,
  output: meOutput,
  errors: ["IMAGE_TOO_LARGE"],
});
