/** Success sentences the server answers with: forgot password, password reset, profile saved. */
export const noticeMessages = {
  forgotPasswordSent: "If an account with that email exists, we've sent password reset instructions.",
  passwordResetDone: 'Password reset successfully! You can now login with your new password.',
  profileUpdated: 'Profile updated successfully!',
} as const;
