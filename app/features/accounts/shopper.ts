/** A signed-in shopper, as their session names them. */
export interface Shopper {
  user_id: number;
  phone: string;
}
