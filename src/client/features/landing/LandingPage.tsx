import { useState } from "react";
import { useRecentNotices } from "../../api/notices";
import { Footer } from "./Footer";
import { GeneralNoticeModal } from "./GeneralNoticeModal";
import { Hero } from "./Hero";
import { LandingTopBar } from "./LandingTopBar";
import { NoticeBanner } from "./NoticeBanner";
import { ProgrammesSection } from "./ProgrammesSection";
import { useNoticeModal } from "./useNoticeModal";
import "./landing.css";

export default function LandingPage() {
  const notices = useRecentNotices();
  const [bannerClosed, setBannerClosed] = useState(false);
  const modal = useNoticeModal(notices.data?.length);
  const first = notices.data?.[0];

  return (
    <div className="landing" data-notice-modal={modal.state}>
      <LandingTopBar />
      {first && !bannerClosed && (
        <NoticeBanner notice={first} onOpen={modal.open} onClose={() => setBannerClosed(true)} />
      )}
      <main>
        <Hero />
        <ProgrammesSection />
      </main>
      <Footer />
      <GeneralNoticeModal notices={notices.data ?? []} isOpen={modal.isOpen} onClose={modal.close} />
    </div>
  );
}
