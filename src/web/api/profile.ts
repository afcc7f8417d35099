import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { updateMe, uploadAvatar } from "../../shared/contract/users";
import { messages } from "../../shared/messages";
import type { ProfileUpdateInput } from "../../shared/schemas/profile";
import type { EndpointError } from "./call-endpoint";
import { ApiError, apiFetch } from "./client";
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

/**
 * Uploads a new avatar (multipart field "avatar"); the server re-encodes it. A multipart body, so
 * sent with apiFetch (callEndpoint sends JSON), and parsed with the endpoint's output like it does.
 */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof uploadAvatar>, EndpointError<typeof uploadAvatar>, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append("avatar", file);
      const parsed = uploadAvatar.output.safeParse(
        await apiFetch<unknown>(uploadAvatar.path, { method: uploadAvatar.method, body }),
      );
      if (!parsed.success) throw new ApiError(0, "BAD_RESPONSE", messages.internal);
      return parsed.data;
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
