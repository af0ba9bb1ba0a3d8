export interface PromoPopupContent {
  title: string;
  description: string;
  image_url: string;
  button_text: string;
  href: string;
  /** The last day it shows, as YYYY-MM-DD. */
  expiry?: string;
}

/** Spec 000 section 2: hidden once this popup was dismissed (remembered by its title) or after its expiry date. */
export function promoPopupVisible(popup: PromoPopupContent, today: string, dismissedTitle: string | null): boolean {
  if (dismissedTitle === popup.title) return false;
  return !popup.expiry || popup.expiry >= today;
}
