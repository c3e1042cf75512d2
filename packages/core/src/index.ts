// The write side: every change to the shop's state goes through this package's transitions.
export {}
