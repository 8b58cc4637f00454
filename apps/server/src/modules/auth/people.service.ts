// People (the users table) are the auth module's: one phone number is one person across vendors.
// Other modules find or add a person through these, each on the executor it is given, so that
// adding a staff member or a customer for a phone order commits with the person or not at all.
export { findUserByPhone, insertUser, updateUserProfile } from './auth.repository';
