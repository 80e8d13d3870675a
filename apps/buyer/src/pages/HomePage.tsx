import { UnderConstruction } from '@huashi/ui';

/** The home page (§2 /) is built with the catalog; until then it says so plainly. */
export function HomePage() {
  return <UnderConstruction pageName="首页" path="/" />;
}
