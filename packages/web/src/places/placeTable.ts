// Fetched on demand (usePlaceText): the table of places stays out of the script every visitor loads first.
export { placeText } from '@tasbir/shared';
