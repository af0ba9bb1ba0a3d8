/** The finance area's components, for other areas and the routes. */
export { FinanceDialogHost } from "./finance-dialog-host";
export { FinanceForm } from "./finance-form";
export { FinanceSideCard, GetFinanceNow } from "./finance-side-card";
