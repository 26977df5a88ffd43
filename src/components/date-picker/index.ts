/** The Thai date picker: one date field for the member site and the back office (docs/product.md "Dates"). */
export { thaiLongDay, thaiShortDay } from './calendar';
export { ThaiDatePicker, type ThaiDatePickerProps } from './ThaiDatePicker';
