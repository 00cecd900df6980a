import type { Program } from "@/features/programs/data";

/** A saved program as the read API gives it, for component tests (forms, cards); override what a test needs. */
export function programFixture(overrides: Partial<Program> = {}): Program {
  return {
    id: "5b1c3f8e-0000-4000-8000-000000000001",
    name: "Test Program",
    description: "A test program.",
    phone: "(512) 555-0100",
    email: null,
    website: null,
    address: "1 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    imageUrl: null,
    priceMin: null,
    priceMax: null,
    latitude: 30.27,
    longitude: -97.74,
    certifications: [],
    npiNumber: null,
    programTypes: [],
    isActive: true,
    isVerified: false,
    verifiedAt: null,
    verificationMethod: null,
    source: "user",
    telehealth: null,
    acceptingNewPatients: null,
    paymentOptions: [],
    languages: [],
    services: [],
    hours: null,
    rating: 0,
    reviewCount: 0,
    ...overrides,
  } as unknown as Program;
}
