import { DirectoryPage } from './photographers/DirectoryPage.js';

/** The photographer directory page (docs/product.md#directory). */
export function Photographers() {
  return <DirectoryPage />;
}
