import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { GuideArticle } from "@/features/content/guide-article";
import { guideMetadata } from "@/features/content/guide-metadata";
import { SRC } from "@/features/content/sources-common";
import { SourceLink } from "@/features/content/sources";
import { GUIDES } from "@/features/content/guides";
import { COST_FIGURES_DATE, CostTable } from "@/features/content/cost-table";

const page = GUIDES.choosing;
export const metadata = guideMetadata(page);

const sections = [
  { id: "step-1", title: "Step 1: Assess your situation" },
  { id: "step-2", title: "Step 2: Evaluate provider qualifications" },
  { id: "step-3", title: "Step 3: Evaluate treatment approaches" },
  { id: "step-4", title: "Step 4: Understand costs" },
  { id: "step-5", title: "Step 5: Recognize red flags" },
  { id: "questions", title: "Questions to ask providers" },
  { id: "checklist", title: "Final checklist" },
];

const CHECKLIST = [
  "I know which metal I may have been exposed to, and how.",
  "The source of exposure has been found and stopped, or there is a plan to do so.",
  "My diagnosis rests on a standard test from a CLIA-certified lab, not a provoked urine or hair test.",
  "The provider is a licensed physician (or supervised by one) with relevant training and experience.",
  "I know the exact drug proposed, why, and that it is approved for my condition.",
  "Kidney, liver and blood tests are planned before and during treatment.",
  "I have a written estimate of costs and know what my insurance covers.",
  "I have not been asked to buy supplements or prepay a long package to start.",
  "My primary care doctor knows about the plan, and I could get a second opinion.",
  "I know to call Poison Control (1-800-222-1222) or 911 if something goes wrong.",
];

export default function ChoosingGuidePage() {
  return (
    <GuideArticle
      page={page}
      intro="Providers of heavy metal testing and chelation range from hospital toxicology clinics to wellness centers selling unproven treatments. These five steps help you find care that is safe, honest and worth its cost."
      extraBadges={["Safety focused"]}
      sections={sections}
      cta={{
        label: "Search Providers",
        text: "Use the directory to find providers near you. We list providers; we do not vet their care, so hold each one to the questions and checklist above.",
      }}
      sources={[SRC.acmtProvoked, SRC.fdaOtc2010, SRC.mmwr2006, SRC.cdcCaseMgmt, SRC.cdcPregnancy2010, SRC.cdcBlrv, SRC.tact2013, SRC.tact2, SRC.fdaLabels, SRC.poisonHelp]}
    >
      <h2 id="step-1">Step 1: Assess your situation</h2>
      <p>Before you look for a detox program, be clear about why you need one.</p>
      <ul>
        <li>
          <strong>Is there a likely exposure?</strong> Think about your home (age, paint, pipes, well), work,
          hobbies, fish you eat, and any imported remedies, cosmetics or spices.
        </li>
        <li>
          <strong>Has a reliable test confirmed it?</strong> For lead, that is a blood lead test. If you have not been
          tested, your own doctor can usually order the right test, often covered by insurance.
        </li>
        <li>
          <strong>How urgent is it?</strong> Severe symptoms or a very high level need hospital care, not a clinic
          appointment next month. Call Poison Control at <a href="tel:+18002221222">1-800-222-1222</a> if unsure.
        </li>
        <li>
          <strong>Who is the patient?</strong> Children, and anyone pregnant or breastfeeding, need specialists used
          to treating them, such as a pediatrician working with a Pediatric Environmental Health Specialty Unit
          (PEHSU) (<SourceLink source={SRC.cdcPregnancy2010}>CDC guidance on lead in pregnancy</SourceLink>). Never
          give a child an over-the-counter “chelator”.
        </li>
      </ul>

      <h2 id="step-2">Step 2: Evaluate provider qualifications</h2>
      <ul>
        <li>
          <strong>License.</strong> Chelating drugs are prescription medicines. The provider who orders them should
          be a licensed physician (MD or DO), or a nurse practitioner or physician assistant working with one. Check
          the license with your state medical board.
        </li>
        <li>
          <strong>Specialty.</strong> The specialists who treat metal poisoning are medical toxicologists (a board
          subspecialty), occupational and environmental medicine physicians, and for children, pediatricians with
          PEHSU support. Memberships or certificates from private associations are not the same as board
          certification.
        </li>
        <li>
          <strong>Experience and certification.</strong> Ask how many patients with <em>confirmed</em> metal
          poisoning they have treated, and whether they are board certified in medical toxicology, occupational or
          preventive medicine, or pediatrics. Experience giving chelation to people without a confirmed poisoning is
          not the same thing.
        </li>
        <li>
          <strong>Facilities.</strong> Infusions need trained staff, monitoring, and a plan and equipment for
          reactions. Ask who is on site during your infusion.
        </li>
      </ul>

      <h2 id="step-3">Step 3: Evaluate treatment approaches</h2>
      <p>A sound approach looks like this:</p>
      <ul>
        <li>It starts with your history and a standard test, and with removing the source.</li>
        <li>It uses chelation only for confirmed, significant poisoning, with an FDA-approved drug for that metal.</li>
        <li>It includes blood tests before, during and after treatment, and a clear end point.</li>
        <li>It explains risks in writing and asks for your informed consent.</li>
      </ul>
      <p>Be cautious of approaches built on:</p>
      <ul>
        <li>“Provoked” urine tests or hair analysis as the reason for treatment.</li>
        <li>Long, open-ended courses of IV chelation for fatigue, autism, heart disease or “wellness”.</li>
        <li>Foot baths, foot pads, clays, or supplements sold as chelators.</li>
      </ul>
      <p>
        Our <Link href="/chelation-guide">chelation therapy guide</Link> explains which drugs are approved for which
        metals, and what the heart disease trials found.
      </p>

      <h2 id="step-4">Step 4: Understand costs</h2>
      <p>
        Costs vary widely. When a reliable test confirms poisoning, health insurance usually covers the test and
        prescription treatment. The figures below are typical charges reported by private detox and integrative
        clinics, which are often paid out of pocket, as of {COST_FIGURES_DATE}. They describe what clinics charge,
        not what we recommend, and they are not quotes: ask each provider for a written estimate.
      </p>
      <CostTable />
      <p>
        Mild exposure does not call for a treatment “program”: it is managed by finding and removing the source and
        repeating the test, and chelation is for confirmed, significant poisoning (
        <SourceLink source={SRC.cdcCaseMgmt}>CDC</SourceLink>). Be wary of packages costing thousands of dollars for
        mild exposure. Supplements sold by clinics are not a treatment for metal poisoning. A standard blood lead
        test usually costs far less than a “comprehensive” metals panel and is often covered by insurance, or free
        through a local health department for children.
      </p>

      <h2 id="step-5">Step 5: Recognize red flags</h2>
      <ul>
        <li>Promises to cure, or claims that treatment “flushes toxins” from a healthy body.</li>
        <li>A diagnosis based only on a provoked urine test, hair analysis or a device scan.</li>
        <li>Chelation offered for heart disease, autism, Alzheimer’s disease or general wellness, none of which it is approved to treat.</li>
        <li>Pressure to prepay for a package of many sessions, or to buy the clinic’s own supplements.</li>
        <li>No kidney or blood tests before treatment; no written consent.</li>
        <li>Vague answers about which drug is used, or use of “EDTA” without saying which form.</li>
        <li>Advice to stop medicines your own doctor prescribed, or to keep treatment from them.</li>
        <li>Testimonials in place of evidence.</li>
      </ul>

      <h2 id="questions">Questions to ask providers</h2>
      <ol>
        <li>
          Who will supervise my care? Are they board certified in medical toxicology, occupational or preventive
          medicine, or pediatrics?
        </li>
        <li>How many people with a confirmed metal poisoning have you treated?</li>
        <li>Which test will you use to diagnose me, and which lab runs it?</li>
        <li>If you recommend chelation, which drug exactly, why, and is it FDA-approved for my condition?</li>
        <li>What monitoring will I have before, during and after treatment?</li>
        <li>How will you know the treatment has worked, and when will it stop?</li>
        <li>What are the risks for me, and what is your plan if I react during an infusion?</li>
        <li>What will it cost in total, and what does my insurance cover?</li>
        <li>Will you share results with my primary care doctor?</li>
      </ol>

      <h2 id="checklist">Final checklist</h2>
      <ul className="!list-none !pl-0">
        {CHECKLIST.map((item) => (
          <li key={item} className="flex gap-3">
            <CircleCheck className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </GuideArticle>
  );
}
