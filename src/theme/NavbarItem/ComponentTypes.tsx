/**
 * Eject of theme-classic's NavbarItem/ComponentTypes — SAFE (the theme marks it safe to eject; it
 * exists to be edited).
 *
 * Change: only the navbar item types this site's config uses are mapped. The theme maps all nine,
 * so every page's JavaScript carried the dropdown, locale, version and HTML items that the navbar
 * never shows. The section links are `default` items with
 * `activeBasePath` (the `doc` type marked every item of the one sidebar active on every page).
 *
 * To use another type in `themeConfig.navbar.items`, add it here from the theme's list
 * (`@theme/NavbarItem/…`). Until then the build fails with the theme's own error ("No NavbarItem
 * component found for type …"), and tests/unit/theme.test.tsx checks every configured item.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
