import { errorMessage } from "../../api/client";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";

/** What went wrong with a request, in the page's language (the server answers in English). */
export function useErrorText(): (error: unknown) => string | undefined {
  const common = useDict("common", enCommon);
  return (error) => translateMessage(common, errorMessage(error));
}
