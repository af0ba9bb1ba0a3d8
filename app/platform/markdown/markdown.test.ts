import { describe, expect, it } from "vitest";
import { fillValues, renderMarkdown } from "./markdown";

describe("a page's Markdown (issue 41)", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["Hi <b onclick=x>there</b>", "<p>Hi &lt;b onclick=x&gt;there&lt;/b&gt;</p>\n"],
    ["[click](javascript:alert(1))", "<p>click</p>\n"],
    ["[Finance](/finance)", '<p><a href="/finance">Finance</a></p>\n'],
    ["[Call](tel:0299998888)", '<p><a href="tel:0299998888">Call</a></p>\n'],
    [
      "![A ute](/media/uploads/alpha/content/a.jpg)",
      '<p><img src="/img?src=/media/uploads/alpha/content/a.jpg&amp;w=1024" alt="A ute" loading="lazy"></p>\n',
    ],
    ["**Bold** and _soft_", "<p><strong>Bold</strong> and <em>soft</em></p>\n"],
    // Issue 53: a link that browsers read as another host, or a data: address, is text.
    ["[Deals](//evil.example/deals)", "<p>Deals</p>\n"],
    ["[Deals](/\\evil.example)", "<p>Deals</p>\n"],
    ["[x](data:text/html,hi)", "<p>x</p>\n"],
    ["![x](data:image/svg+xml,hi)", "<p>x</p>\n"],
    ["[Site](https://alpha.example/a)", '<p><a href="https://alpha.example/a">Site</a></p>\n'],
  ])("renders %j as %j", (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it("fills the site's own words and prints nothing for an unknown one, even an object's own keys", () => {
    const values = { name: "Alpha Motors", phone: "1300 000 000" };
    expect(fillValues("Call {{name}} on {{phone}} {{fax}}", values)).toBe("Call Alpha Motors on 1300 000 000 ");
    expect(fillValues("[{{__proto__}}][{{constructor}}][{{toString}}]", values)).toBe("[][][]");
  });
});
