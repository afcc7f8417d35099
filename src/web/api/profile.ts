import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "../../shared/schemas/profile";
import type { Me } from "../../shared/schemas/user";
import { apiFetch } from "./client";
import { meQueryKey } from "./query-client";

/** The profile form: phone and country. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiFetch<Me>("/api/v1/me", { method: "PATCH", json: input }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** Uploads a new avatar (multipart field "avatar"); the server re-encodes it. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("avatar", file);
      return apiFetch<Me>("/api/v1/me/avatar", { method: "PUT", body });
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
