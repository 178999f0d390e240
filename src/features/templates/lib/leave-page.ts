// Full-page navigations out of the app (checkout, sign-in, the editor). One object, so component
// tests can watch where the page would go without jsdom trying to navigate.
export const leavePage = {
  assign(url: string): void {
    window.location.assign(url)
  },
}
