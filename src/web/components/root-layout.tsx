import { useEffect } from "react";
import { Outlet, useNavigation } from "react-router";
import { Toaster } from "sonner";
import { revealPage } from "../i18n";
import { useTheme } from "../theme";
import { ReconnectingNotice } from "./reconnecting-notice";
import { ScrollToTop } from "./scroll-to-top";

/** A thin bar at the top while a lazy route module loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-emerald-500" />
    </div>
  );
}

export function RootLayout() {
  const theme = useTheme();
  // Rendered (in the saved language: dictionaries suspend until loaded): the page may show.
  useEffect(() => revealPage(), []);
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <ReconnectingNotice />
      <Outlet />
      <Toaster
        position="top-right"
        theme={theme}
        richColors
        closeButton
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
      />
    </>
  );
}
