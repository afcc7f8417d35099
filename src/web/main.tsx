import "./styles.css";

// The entry of every page: only the styles and this loader. A prerendered page (decision 0015) is
// complete HTML, so the app that hydrates it is fetched by a dynamic import that does not hold up the
// page's load event; the empty shell of the signed-in pages renders the app at once the same way.
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Until the app has hydrated, a language picked in a prerendered page's switch (a form to ?lang=,
// components/language-switch.tsx) is sent at once: the server answers in that language and keeps it
// in the cookie. Without this the choice would wait for a submit button only shown without JavaScript.
document.addEventListener("change", (event) => {
  if (document.documentElement.hasAttribute("data-hydrated")) return;
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.name === "lang") target.form?.submit();
});

void import("./app").then(({ startApp }) => startApp(root));
