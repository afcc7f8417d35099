import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable, adminFigureCell } from "./data-table";

describe("AdminTable", () => {
  const fruit = [
    { name: "Apple", count: 3 },
    { name: "Pear", count: 5 },
  ];

  it("has a header per label, names left and figures right, and the row of each item in order", () => {
    const html = renderToStaticMarkup(
      <AdminTable
        label="Fruit"
        labels={["Name", "Count"]}
        rows={fruit}
        row={(item) => (
          <tr key={item.name}>
            <th scope="row">{item.name}</th>
            <td>{item.count}</td>
          </tr>
        )}
      />,
    );
    expect(html).toMatch(/^<div class="overflow-x-auto"><table class="w-full text-sm" aria-label="Fruit">/);
    expect(html).toContain('<th scope="col" class="px-3 py-2.5 text-left">Name</th>');
    expect(html).toContain(`<th scope="col" class="${adminFigureCell}">Count</th>`);
    expect(html).toMatch(
      /<tbody [^>]*><tr><th scope="row">Apple<\/th><td>3<\/td><\/tr><tr><th scope="row">Pear/,
    );
  });

  it("has no body rows without items", () => {
    const html = renderToStaticMarkup(<AdminTable labels={["Name"]} rows={[]} row={() => <tr />} />);
    expect(html).toMatch(/<tbody [^>]*><\/tbody>/);
  });
});
