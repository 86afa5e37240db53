/**
 * A sponsorship level's price as SPEC §9 writes it ("Wingfoot $1050"), on the register page and the company
 * form alike (qa23a: they wrote "$1,050"). The invoice writes money as invoices do ($1,050.00).
 */
export const tierPrice = (amount: number): string => `$${amount}`;
