import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { updateMe, uploadAvatar } from "../../shared/contract/users";
import type { ProfileUpdateInput } from "../../shared/schemas/profile";
import { callEndpoint, type EndpointError } from "./call-endpoint";
import { useEndpointMutation } from "./endpoint-hooks";
import { meQueryKey } from "./query-client";

/** The profile form: phone and country. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateMe, {
    toInput: (body: ProfileUpdateInput) => ({ body }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** Uploads a new avatar (multipart field "avatar"); the server re-encodes it. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof uploadAvatar>, EndpointError<typeof uploadAvatar>, File>({
    mutationFn: (file) => {
      const body = new FormData();
      body.append("avatar", file);
      return callEndpoint(uploadAvatar, { body });
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
