// The admin's profile is the same screen as the investor's (spec section 2).
export { Component } from "../investor/profile";
