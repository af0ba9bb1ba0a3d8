import type { Rule } from "eslint";

declare const house: {
  rules: {
    layers: Rule.RuleModule;
    "no-http-in-features": Rule.RuleModule;
    "staff-writes-audited": Rule.RuleModule;
  };
};
export default house;
