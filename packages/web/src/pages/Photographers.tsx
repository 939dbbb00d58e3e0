import { DirectoryPage } from './photographers/DirectoryPage.js';

/** The photographer directory page (spec section 2). */
export function Photographers() {
  return <DirectoryPage />;
}
