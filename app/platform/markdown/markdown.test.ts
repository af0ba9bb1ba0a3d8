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
  ])("renders %j as %j", (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it("fills the site's own words and leaves an unknown one as written", () => {
    expect(fillValues("Call {{name}} on {{phone}} {{fax}}", { name: "Alpha Motors", phone: "1300 000 000" })).toBe(
      "Call Alpha Motors on 1300 000 000 {{fax}}",
    );
  });
});
