import { useState, type FocusEvent, type PointerEvent } from "react";

const inDropdown = (target: EventTarget | null) =>
  target instanceof Element && target.closest("[data-dropdown]") !== null;

/**
 * Spec 001 section 4: a dropdown that opens marks the header (`data-dropdown-open`), whether it was
 * opened by the pointer, by focus or, on a phone, by the menu button (`toggled`, from the menu's
 * popover); the page dims under it.
 * Dropdowns are the header's elements marked `data-dropdown`; they still open by CSS without scripts.
 */
export function useDropdownMarker() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [toggled, setToggled] = useState(false);
  return {
    open: hovered || focused || toggled,
    handlers: {
      onPointerOver: (event: PointerEvent) => setHovered(inDropdown(event.target)),
      onPointerLeave: () => setHovered(false),
      onFocus: (event: FocusEvent) => setFocused(inDropdown(event.target)),
      onBlur: (event: FocusEvent) =>
        setFocused(inDropdown(event.relatedTarget) && event.currentTarget.contains(event.relatedTarget as Node)),
    },
    toggled: setToggled,
  };
}
