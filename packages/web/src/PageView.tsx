import { lazy } from 'react';
import { ForgotPassword } from './pages/ForgotPassword.js';
import { Home } from './pages/Home.js';
import { Leaderboard } from './pages/Leaderboard.js';
import { Login } from './pages/Login.js';
import { Messages } from './pages/Messages.js';
import { Photos } from './pages/Photos.js';
import { Reels } from './pages/Reels.js';
import type { Route } from './state/routes.js';

// Dashboards, the plan page, the payment page, the long text pages and the pages that check passwords (they bring zod, via the
// shared password rules) load on demand: the home page ships the least JS.
const Register = lazy(() => import('./pages/Register.js'));
const ResetPassword = lazy(() => import('./pages/ResetPassword.js'));
const About = lazy(() => import('./pages/About.js'));
const TermsConditions = lazy(() => import('./pages/TermsConditions.js'));
const PrivacyPolicy = lazy(() => import('./pages/PrivacyPolicy.js'));
const Dashboard = lazy(() => import('./pages/Dashboard.js'));
const PhotographerDashboard = lazy(() => import('./pages/PhotographerDashboard.js'));
const AdminDashboard = lazy(() => import('./pages/AdminDashboard.js'));
const SubscriptionsPage = lazy(() => import('./pages/subscriptions/SubscriptionsPage.js'));
const PaymentsPage = lazy(() => import('./pages/payments/PaymentsPage.js'));
const ClientGalleryPage = lazy(() => import('./pages/galleries/ClientGalleryPage.js'));
// The directory too, with its search box's suggestions (docs/decisions/022-search-suggest.md).
const Photographers = lazy(() => import('./pages/Photographers.js'));

/** The page for a route (page names: docs/product.md#pages). */
export function PageView({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'login':
      return <Login />;
    case 'register':
      return <Register />;
    case 'forgot-password':
      return <ForgotPassword />;
    case 'reset-password':
      return <ResetPassword />;
    case 'terms-conditions':
      return <TermsConditions />;
    case 'privacy-policy':
      return <PrivacyPolicy />;
    case 'photos':
      return <Photos photoId={route.photoId} />;
    case 'reels':
      return <Reels reelId={route.reelId} />;
    case 'photographers':
      return <Photographers photographerId={route.photographerId} />;
    case 'leaderboard':
      return <Leaderboard />;
    case 'about':
      return <About />;
    case 'messages':
      return <Messages />;
    case 'subscriptions':
      return <SubscriptionsPage />;
    case 'dashboard':
      return <Dashboard />;
    case 'photographer-dashboard':
      return <PhotographerDashboard />;
    case 'admin-dashboard':
      return <AdminDashboard />;
    case 'payments':
      return <PaymentsPage paymentId={route.paymentId} />;
    case 'g':
      return <ClientGalleryPage token={route.galleryToken} />;
  }
}
