/** The custom property on `<html>` holding the sticky header's measured height (useHeaderHeight). */
export const headerHeightProperty = '--ankerlicht-header-height';
