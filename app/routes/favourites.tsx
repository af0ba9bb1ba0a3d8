import { FavouritesKeptWhere, FavouritesList } from "~/features/accounts/components";

/** /favourites: the cars saved in this browser (spec 000 section 3), and the account's once signed in, with compare and recently viewed. */
export function meta() {
  return [{ title: "My favourites" }, { name: "robots", content: "noindex" }];
}

export default function Favourites() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">My favourites</h1>
      <FavouritesKeptWhere />
      <FavouritesList />
    </section>
  );
}
