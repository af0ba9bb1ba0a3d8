/** A site's pages and news posts on the server (issue 41): the console's list, saves, publishing and pictures. */
export {
  consoleContent,
  contentRow,
  saveContent,
  unpublishContent,
  withPicture,
  type ContentWrite,
} from "./content.server";
