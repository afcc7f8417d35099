import "./styles.css";

// The entry of every page: only the styles and this loader. A prerendered page (decision 0015) is
// complete HTML, so the app that hydrates it is fetched by a dynamic import that does not hold up the
// page's load event; the empty shell of the signed-in pages renders the app at once the same way.
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
void import("./app").then(({ startApp }) => startApp(root));
