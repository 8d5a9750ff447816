CREATE TABLE "access_issue_blocked_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_issue_blocked_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"entry_method" text NOT NULL,
	"is_blocked_by_preferences" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "access_issue_blocked_methods_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "access_issue_blocked_methods_case_method_key" UNIQUE("agency_id","case_id","entry_method"),
	CONSTRAINT "access_issue_blocked_methods_method_check" CHECK ("access_issue_blocked_methods"."entry_method" in ('APPOINTMENT', 'ENTRY_NOTIFICATION', 'VACANT_ENTRY_WITH_KEY', 'TENANT_REQUESTED_KEY_ENTRY'))
);
--> statement-breakpoint
CREATE TABLE "access_issue_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_issue_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"notice_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"portal_suppression_level" smallint DEFAULT 0 NOT NULL,
	"all_entry_methods_disqualified" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "access_issue_cases_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "access_issue_cases_status_check" CHECK ("access_issue_cases"."status" in ('OPEN', 'RESOLVED', 'RESOLVED_BY_THIRD_PARTY', 'ADDITIONAL_INFO_PROVIDED'))
);
--> statement-breakpoint
CREATE TABLE "access_issue_problem_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_issue_problem_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"blocked_method_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"public_name" text NOT NULL,
	"public_descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_issue_problem_sets_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "access_issue_problem_sets_type_check" CHECK ("access_issue_problem_sets"."type_code" in ('NO_TENANT_DETAILS', 'TENANT_UNCONTACTABLE', 'REFUSED_ENTRY', 'KEYS_NOT_WORKING', 'KEYS_UNAVAILABLE', 'TENANT_UNAVAILABLE', 'AGENCY_ATTENDANCE_REQUIRED'))
);
--> statement-breakpoint
CREATE TABLE "access_issue_suggested_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_issue_suggested_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"problem_set_id" integer NOT NULL,
	"solution_label" text NOT NULL,
	"solution_public_name" text NOT NULL,
	"solution_group" text NOT NULL,
	"description_integrated" text NOT NULL,
	"description_non_integrated" text NOT NULL,
	"confirmation_button_text_integrated" text NOT NULL,
	"confirmation_button_text_non_integrated" text NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"performed_at" timestamp with time zone,
	"performed_by" integer,
	"notes" text,
	"action_date" date,
	CONSTRAINT "access_issue_suggested_actions_group_check" CHECK ("access_issue_suggested_actions"."solution_group" in ('NOTIFY_PROVIDER', 'NOTIFY_WITH_NOTES', 'NOTIFY_WITH_DATE')),
	CONSTRAINT "access_issue_suggested_actions_notes_length_check" CHECK (char_length("access_issue_suggested_actions"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"abn" text,
	"address_line1" text,
	"address_line2" text,
	"suburb" text,
	"postcode" text,
	"phone" text,
	"email" text,
	"licence_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feature_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_property_manager_id" integer,
	"show_portfolio_mirroring" boolean DEFAULT false NOT NULL,
	"allow_agency_portal_booking" boolean DEFAULT false NOT NULL,
	"provider_portfolio_mirroring" boolean DEFAULT false NOT NULL,
	"email_domain" text,
	"email_domain_setup_url" text,
	"email_domain_accounts" text[] DEFAULT '{}'::text[] NOT NULL,
	"portal_email_enabled" boolean DEFAULT true NOT NULL,
	"service_reports_auto_owner_email_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_state_code_check" CHECK ("agencies"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
	CONSTRAINT "agencies_feature_flags_check" CHECK ("agencies"."feature_flags" <@ array['PORTAL_ACCESS', 'PORTFOLIO_MIRRORING', 'PROPERTY_DETAILS', 'DOWNLOAD_EMAIL', 'ENTRY_METHOD', 'CORPORATE_DASHBOARD', 'ADVANCED_ANALYTICS', 'OVERRIDE_BOOKABLE_SERVICES', 'PROBLEM_REGISTER', 'ALLOW_AGENCY_PORTAL_BOOKING']::text[]),
	CONSTRAINT "agencies_postcode_check" CHECK ("agencies"."postcode" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"source" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"software_name" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"simulate_failure_rate" real DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "integrations_agency_source_key" UNIQUE("agency_id","source"),
	CONSTRAINT "integrations_source_check" CHECK ("integrations"."source" in ('PROPERTY_TREE', 'PROPERTYME', 'CONSOLE_CLOUD', 'REST_PROFESSIONAL', 'MANAGED_APP', 'MANUAL')),
	CONSTRAINT "integrations_failure_rate_check" CHECK ("integrations"."simulate_failure_rate" >= 0 and "integrations"."simulate_failure_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "key_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state_code" text NOT NULL,
	"instructions" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_locations_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "key_locations_state_code_check" CHECK ("key_locations"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'))
);
--> statement-breakpoint
CREATE TABLE "property_manager_notification_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_manager_notification_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_manager_id" integer NOT NULL,
	"service_reports_auto_owner_email_preference" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pm_notification_settings_manager_key" UNIQUE("agency_id","property_manager_id"),
	CONSTRAINT "pm_notification_settings_preference_check" CHECK ("property_manager_notification_settings"."service_reports_auto_owner_email_preference" in ('NOT_ALLOWED', 'ONLY_COMPLIANT_SERVICE_REPORTS', 'ALL_SERVICE_REPORTS'))
);
--> statement-breakpoint
CREATE TABLE "property_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_managers_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "property_managers_name_length_check" CHECK (char_length("property_managers"."name") <= 75),
	CONSTRAINT "property_managers_email_length_check" CHECK (char_length("property_managers"."email") <= 75)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jti" text NOT NULL,
	"user_id" integer NOT NULL,
	"agency_id" integer,
	"impersonator_user_id" integer,
	"state_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_tokens_jti_key" UNIQUE("jti"),
	CONSTRAINT "login_tokens_state_code_check" CHECK ("login_tokens"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"agency_id" integer,
	"impersonator_user_id" integer,
	"compliance_session_id" text,
	"state_code" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "sessions_state_code_check" CHECK ("sessions"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'))
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"region" text,
	"date" date NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"oas_metadata_id" text NOT NULL,
	"technician_id" integer NOT NULL,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"held_until" timestamp with time zone,
	"held_by_session_id" integer,
	"booking_id" integer,
	CONSTRAINT "availability_slots_oas_key" UNIQUE("agency_id","oas_metadata_id"),
	CONSTRAINT "availability_slots_services_check" CHECK ("availability_slots"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "availability_slots_time_check" CHECK ("availability_slots"."time_to" > "availability_slots"."time_from")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"booking_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"technician_id" integer,
	"oas_metadata_id" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nominated_contact" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "bookings_types_check" CHECK ("bookings"."booking_types" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('REQUESTED', 'CONFIRMED', 'CANCELLED', 'COMPLETED')),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."end_time" > "bookings"."start_time")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer,
	"non_managed_property_id" integer,
	"name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"type_code" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_service_name" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "documents_owner_check" CHECK (num_nonnulls("documents"."property_id", "documents"."non_managed_property_id") = 1),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0),
	CONSTRAINT "documents_type_check" CHECK ("documents"."type_code" in ('QUOTE_DOCUMENT', 'INVOICE_DOCUMENT', 'SERVICE_REPORT_DOCUMENT', 'CERTIFICATE_DOCUMENT', 'THIRD_PARTY_RESOLUTION_DOCUMENT', 'OTHER_DOCUMENT')),
	CONSTRAINT "documents_services_check" CHECK ("documents"."services" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "documents_other_service_name_length_check" CHECK (char_length("documents"."other_service_name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"message_type" text NOT NULL,
	"property_id" integer,
	"notice_id" integer,
	"quote_id" integer,
	"invoice_id" integer,
	"from_address" text NOT NULL,
	"to_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"attachment_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"eml_storage_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_message_type_check" CHECK ("email_outbox"."message_type" in ('OCCUPANT_NOTICE', 'FORWARD_QUOTATION', 'FORWARD_INVOICE'))
);
--> statement-breakpoint
CREATE TABLE "agency_entry_method_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_entry_method_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"entry_method" text NOT NULL,
	"preference" text NOT NULL,
	"comments" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "agency_entry_method_preferences_method_key" UNIQUE("agency_id","entry_method"),
	CONSTRAINT "agency_entry_method_preferences_method_check" CHECK ("agency_entry_method_preferences"."entry_method" in ('APPOINTMENT', 'ENTRY_NOTIFICATION', 'VACANT_ENTRY_WITH_KEY', 'TENANT_REQUESTED_KEY_ENTRY')),
	CONSTRAINT "agency_entry_method_preferences_preference_check" CHECK ("agency_entry_method_preferences"."preference" in ('YES', 'NO', 'BY_EXCEPTION')),
	CONSTRAINT "agency_entry_method_preferences_comments_length_check" CHECK (char_length("agency_entry_method_preferences"."comments") <= 500)
);
--> statement-breakpoint
CREATE TABLE "entry_method_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entry_method_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"entry_method" text NOT NULL,
	"preference" text NOT NULL,
	"temp_preference" text,
	"temp_expires_at" date,
	"field_option" smallint,
	"comments" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "entry_method_preferences_property_method_key" UNIQUE("agency_id","property_id","entry_method"),
	CONSTRAINT "entry_method_preferences_method_check" CHECK ("entry_method_preferences"."entry_method" in ('APPOINTMENT', 'ENTRY_NOTIFICATION', 'VACANT_ENTRY_WITH_KEY', 'TENANT_REQUESTED_KEY_ENTRY')),
	CONSTRAINT "entry_method_preferences_preference_check" CHECK ("entry_method_preferences"."preference" in ('YES', 'NO', 'BY_EXCEPTION')),
	CONSTRAINT "entry_method_preferences_temp_check" CHECK ("entry_method_preferences"."temp_preference" in ('YES', 'NO', 'BY_EXCEPTION')),
	CONSTRAINT "entry_method_preferences_field_option_check" CHECK ("entry_method_preferences"."field_option" in (0, 1)),
	CONSTRAINT "entry_method_preferences_comments_length_check" CHECK (char_length("entry_method_preferences"."comments") <= 500)
);
--> statement-breakpoint
CREATE TABLE "one_off_entry_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_off_entry_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"notice_id" integer,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "one_off_entry_notifications_services_check" CHECK ("one_off_entry_notifications"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[])
);
--> statement-breakpoint
CREATE TABLE "cancellation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cancellation_reason_id" integer NOT NULL,
	"notes" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "cancellation_requests_services_check" CHECK ("cancellation_requests"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "cancellation_requests_status_check" CHECK ("cancellation_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "cancellation_requests_notes_length_check" CHECK (char_length("cancellation_requests"."notes") <= 500),
	CONSTRAINT "cancellation_requests_services_not_empty_check" CHECK (cardinality("cancellation_requests"."service_codes") > 0)
);
--> statement-breakpoint
CREATE TABLE "hold_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hold_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"hold_date" date NOT NULL,
	"reason_note" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "hold_requests_services_check" CHECK ("hold_requests"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "hold_requests_status_check" CHECK ("hold_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "hold_requests_reason_length_check" CHECK (char_length("hold_requests"."reason_note") <= 500),
	CONSTRAINT "hold_requests_services_not_empty_check" CHECK (cardinality("hold_requests"."service_codes") > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"description" text NOT NULL,
	"service_code" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_items_service_code_check" CHECK ("invoice_items"."service_code" in ('smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" date NOT NULL,
	"due_date" date NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"subtotal" numeric(12, 2) NOT NULL,
	"gst" numeric(12, 2) NOT NULL,
	"total_inc_gst" numeric(12, 2) NOT NULL,
	"is_eligible_to_upload" boolean DEFAULT false NOT NULL,
	"is_uploading" boolean DEFAULT false NOT NULL,
	"is_uploaded" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone,
	"uploaded_by" integer,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "invoices_agency_number_key" UNIQUE("agency_id","invoice_number"),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_inc_gst" = "invoices"."subtotal" + "invoices"."gst"),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."is_paid" = ("invoices"."paid_at" is not null)),
	CONSTRAINT "invoices_due_date_check" CHECK ("invoices"."due_date" >= "invoices"."issued_at")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"agency_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"property_manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_memberships_user_agency_key" UNIQUE("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"default_property_manager_id" integer,
	"show_portfolio_mirroring" boolean,
	"email_copy_to_self" boolean DEFAULT false NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_agency_key" UNIQUE("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"notice_type" text NOT NULL,
	"is_contact_di_required" boolean DEFAULT false NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"booking_method" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolve_reason" text,
	CONSTRAINT "notices_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "notices_type_check" CHECK ("notices"."notice_type" in ('REQUIRES_AGENCY_CONFIRMATION', 'REFUSING_SERVICE', 'COMMUNICATION_DIFFICULTY', 'NO_TENANT_DETAILS', 'SAME_TENANT_DETAILS', 'TENANT_REQUIRES_AGENCY_ATTENDANCE', 'TENANT_UNAVAILABLE_BUSINESS_HOURS', 'REQUIRE_UPDATE_DETAIL_X_DAYS', 'TENANT_CANCELLED_CONSECUTIVELY', 'UNKNOWN', 'BOOKING_PROBLEM_OTHER', 'UNABLE_TO_CONTACT_OCCUPANT', 'UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC', 'ACCESS_PROBLEM_BAD_KEYS', 'TENANT_DETAILS_OUTSTANDING_30_DAYS')),
	CONSTRAINT "notices_booking_method_check" CHECK ("notices"."booking_method" in ('APPOINTMENT', 'ENTRY_NOTIFICATION', 'VACANT_ENTRY_WITH_KEY', 'TENANT_REQUESTED_KEY_ENTRY')),
	CONSTRAINT "notices_tags_check" CHECK ("notices"."tags" <@ array['Overdue', 'NotOverdue', 'Vacant', 'OnHold', 'PriorityBooking', 'UpdateRequired', 'SuspensionWarning', 'Suspended', 'Cancelled']::text[]),
	CONSTRAINT "notices_service_codes_check" CHECK ("notices"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "notices_resolve_reason_length_check" CHECK (char_length("notices"."resolve_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "job_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer,
	"non_managed_property_id" integer,
	"service_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_orders_property_check" CHECK (num_nonnulls("job_orders"."property_id", "job_orders"."non_managed_property_id") = 1),
	CONSTRAINT "job_orders_services_check" CHECK ("job_orders"."service_codes" <@ array['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd']::text[]),
	CONSTRAINT "job_orders_status_check" CHECK ("job_orders"."status" in ('REQUESTED', 'CONFIRMED', 'CANCELLED', 'COMPLETED')),
	CONSTRAINT "job_orders_notes_length_check" CHECK (char_length("job_orders"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "new_managements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_managements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"portfolio_property_id" integer NOT NULL,
	"integration_id" integer,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state_code" text NOT NULL,
	"software_name" text NOT NULL,
	"first_active_date" date NOT NULL,
	"status" text DEFAULT 'NOT_ENROLLED' NOT NULL,
	"under_enrolment_at" timestamp with time zone,
	"under_enrolment_by" integer,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_managements_portfolio_property_key" UNIQUE("agency_id","portfolio_property_id"),
	CONSTRAINT "new_managements_status_check" CHECK ("new_managements"."status" in ('NOT_ENROLLED', 'UNDER_ENROLMENT', 'DISMISSED')),
	CONSTRAINT "new_managements_state_code_check" CHECK ("new_managements"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
	CONSTRAINT "new_managements_under_enrolment_check" CHECK (("new_managements"."status" = 'UNDER_ENROLMENT') = ("new_managements"."under_enrolment_at" is not null)),
	CONSTRAINT "new_managements_dismissed_check" CHECK (("new_managements"."status" = 'DISMISSED') = ("new_managements"."dismissed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "non_managed_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "non_managed_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"integration_source" text,
	"external_id" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state_code" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(address_line1 || ' ' || coalesce(address_line2 || ' ', '') || suburb || ' ' || state_code || ' ' || postcode)) STORED NOT NULL,
	"property_manager_id" integer,
	"provider_name" text,
	"services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"compliance_status" text NOT NULL,
	"last_service_date" date,
	"next_due_date" date,
	"is_residential" boolean DEFAULT true NOT NULL,
	"non_residential_type" text,
	"first_active_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "non_managed_properties_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "non_managed_properties_state_code_check" CHECK ("non_managed_properties"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
	CONSTRAINT "non_managed_properties_source_check" CHECK ("non_managed_properties"."integration_source" in ('PROPERTY_TREE', 'PROPERTYME', 'CONSOLE_CLOUD', 'REST_PROFESSIONAL', 'MANAGED_APP', 'MANUAL')),
	CONSTRAINT "non_managed_properties_compliance_status_check" CHECK ("non_managed_properties"."compliance_status" in ('COMPLIANT', 'NON_COMPLIANT', 'APPROACHING_NEXT_SERVICE', 'OVERDUE', 'MISSING_SUPPLIER', 'MISSING_LAST_SERVICE_DATE', 'RECENTLY_ADDED', 'UNDER_ENROLMENT', 'NON_RESIDENTIAL_PROPERTY', 'GAS_CONFIRMATION_REQUIRED')),
	CONSTRAINT "non_managed_properties_non_residential_type_check" CHECK ("non_managed_properties"."non_residential_type" in ('COMMERCIAL', 'INDUSTRIAL', 'OTHER')),
	CONSTRAINT "non_managed_properties_residential_check" CHECK ("non_managed_properties"."is_residential" = ("non_managed_properties"."non_residential_type" is null)),
	CONSTRAINT "non_managed_properties_postcode_check" CHECK ("non_managed_properties"."postcode" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appliances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"appliance_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliances_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "appliances_service_code_check" CHECK ("appliances"."service_code" in ('smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state_code" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(address_line1 || ' ' || coalesce(address_line2 || ' ', '') || suburb || ' ' || state_code || ' ' || postcode)) STORED NOT NULL,
	"property_manager_id" integer,
	"compliance_status" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_managed" boolean DEFAULT true NOT NULL,
	"is_integrated" boolean DEFAULT false NOT NULL,
	"integration_source" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"is_vacant" boolean DEFAULT false NOT NULL,
	"is_residential" boolean DEFAULT true NOT NULL,
	"non_residential_type" text,
	"built_year" smallint,
	"built_month" smallint,
	"is_key_available" boolean DEFAULT false NOT NULL,
	"key_number" text,
	"key_location_id" integer,
	"onsite_availability" text,
	"temporary_key_expiration_date" date,
	"key_onsite_notes" text,
	"key_info_valid_from" timestamp with time zone,
	"has_gas_appliances" boolean,
	"gas_appliance_count" smallint,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"last_service_date" date,
	"next_service_due" date,
	"access_status" text DEFAULT 'ACTIVE' NOT NULL,
	"suspension_warning_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "properties_state_code_check" CHECK ("properties"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
	CONSTRAINT "properties_compliance_status_check" CHECK ("properties"."compliance_status" in ('COMPLIANT', 'NON_COMPLIANT', 'APPROACHING_NEXT_SERVICE', 'OVERDUE', 'MISSING_SUPPLIER', 'MISSING_LAST_SERVICE_DATE', 'RECENTLY_ADDED', 'UNDER_ENROLMENT', 'NON_RESIDENTIAL_PROPERTY', 'GAS_CONFIRMATION_REQUIRED')),
	CONSTRAINT "properties_flags_check" CHECK ("properties"."flags" <@ array['CANCELLED', 'OUTSTANDING_INVOICES', 'SAFER_HOME_PACKAGE', 'VACANT', 'OVERDUE_INVOICES', 'INTEGRATED', 'PAYG_BILLING', 'SUBSCRIPTION_BILLING', 'BETWEEN_TENANCY_TRACKING', 'EXTERNAL_ACTIVE_NOTICES', 'LEASE_AGREEMENT_UPDATE_REQUIRED', 'LEGISLATION_UPGRADE_PENDING', 'NOT_ENROLLED', 'ACCESS_ISSUES', 'NET_STATE_CANCELLATION', 'COMPLIANCE_ISSUES', 'PENDING_ITEMS', 'LEGACY_PENDING_ITEMS']::text[]),
	CONSTRAINT "properties_tags_check" CHECK ("properties"."tags" <@ array['Integrated', 'Vacant', 'Cancelled', 'Overdue', 'NotOverdue', 'OnHold', 'PriorityBooking', 'UpdateRequired', 'SuspensionWarning', 'Suspended', 'ComplianceIssues', 'PendingItems', 'LegacyPendingItems', 'CordedBlinds', 'WaterEfficiency', 'RCD']::text[]),
	CONSTRAINT "properties_integration_source_check" CHECK ("properties"."integration_source" in ('PROPERTY_TREE', 'PROPERTYME', 'CONSOLE_CLOUD', 'REST_PROFESSIONAL', 'MANAGED_APP', 'MANUAL')),
	CONSTRAINT "properties_non_residential_type_check" CHECK ("properties"."non_residential_type" in ('COMMERCIAL', 'INDUSTRIAL', 'OTHER')),
	CONSTRAINT "properties_onsite_availability_check" CHECK ("properties"."onsite_availability" in ('AVAILABLE', 'UNAVAILABLE', 'TEMPORARY')),
	CONSTRAINT "properties_access_status_check" CHECK ("properties"."access_status" in ('ACTIVE', 'SUSPENSION_WARNING', 'SUSPENDED')),
	CONSTRAINT "properties_gas_appliance_count_check" CHECK ("properties"."gas_appliance_count" in (0, 1, 2)),
	CONSTRAINT "properties_key_onsite_notes_length_check" CHECK (char_length("properties"."key_onsite_notes") <= 500),
	CONSTRAINT "properties_postcode_check" CHECK ("properties"."postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "properties_residential_check" CHECK ("properties"."is_residential" = ("properties"."non_residential_type" is null)),
	CONSTRAINT "properties_built_month_check" CHECK ("properties"."built_month" between 1 and 12),
	CONSTRAINT "properties_built_year_check" CHECK ("properties"."built_year" between 1800 and 2200)
);
--> statement-breakpoint
CREATE TABLE "property_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"status" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_service_date" date,
	"next_due_date" date,
	"last_standard_booking_date" date,
	"last_full_service_booking_date" date,
	"on_hold_until" date,
	"is_managed_by_provider" boolean DEFAULT true NOT NULL,
	"supplier_name" text,
	"enrolled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_services_property_service_key" UNIQUE("agency_id","property_id","service_code"),
	CONSTRAINT "property_services_service_code_check" CHECK ("property_services"."service_code" in ('smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd')),
	CONSTRAINT "property_services_status_check" CHECK ("property_services"."status" in ('OVERDUE', 'SERVICE_PENDING', 'BOOKED_IN', 'REBOOKING_IN_PROGRESS', 'AWAITING_QUOTATION_APPROVAL', 'PAYMENT_PENDING', 'UPDATES_REQUIRED', 'ON_HOLD', 'CANCELLED', 'COMPLIANT', 'APPROACHING_NEXT_SERVICE', 'NOT_ENROLLED')),
	CONSTRAINT "property_services_tags_check" CHECK ("property_services"."tags" <@ array['ON_HOLD', 'BookedIn', 'Overdue', 'RebookingInProgress', 'ServicePending']::text[])
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"quote_number" text NOT NULL,
	"status_id" smallint NOT NULL,
	"severity" text,
	"expires_at" date,
	"approval_token" text NOT NULL,
	"estimated_min" numeric(12, 2),
	"estimated_max" numeric(12, 2),
	"subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"last_forwarded_at" timestamp with time zone,
	CONSTRAINT "quotes_approval_token_key" UNIQUE("approval_token"),
	CONSTRAINT "quotes_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "quotes_agency_number_key" UNIQUE("agency_id","quote_number"),
	CONSTRAINT "quotes_service_code_check" CHECK ("quotes"."service_code" in ('smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd')),
	CONSTRAINT "quotes_status_id_check" CHECK ("quotes"."status_id" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
	CONSTRAINT "quotes_severity_check" CHECK ("quotes"."severity" in ('DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'RECOMMENDED', 'URGENT')),
	CONSTRAINT "quotes_estimate_check" CHECK ("quotes"."estimated_min" <= "quotes"."estimated_max")
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"text" text NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicing_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servicing_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "servicing_categories_name_key" UNIQUE("name"),
	CONSTRAINT "servicing_categories_color_check" CHECK ("servicing_categories"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suburbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "suburbs_name_postcode_state_key" UNIQUE("name","postcode","state_code"),
	CONSTRAINT "suburbs_state_code_check" CHECK ("suburbs"."state_code" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
	CONSTRAINT "suburbs_postcode_check" CHECK ("suburbs"."postcode" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "reported_findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reported_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"servicing_category_id" integer,
	"original_booking_date" date NOT NULL,
	"original_problem_item_title" text NOT NULL,
	"appliance_id" integer,
	"quotation_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"is_dismissible" boolean DEFAULT true NOT NULL,
	"dismissed_by" integer,
	"date_dismissed" timestamp with time zone,
	"quote_requested" boolean DEFAULT false NOT NULL,
	"quote_requested_by" integer,
	"date_quote_requested" timestamp with time zone,
	"can_request_quote" boolean DEFAULT false NOT NULL,
	"can_forward_to_landlord" boolean DEFAULT false NOT NULL,
	"can_inform_di" boolean DEFAULT false NOT NULL,
	"can_enter_built_year" boolean DEFAULT false NOT NULL,
	"third_party_invalid_status" text,
	"resolution_notes" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"informed_di_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_findings_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "reported_findings_service_code_check" CHECK ("reported_findings"."service_code" in ('smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd')),
	CONSTRAINT "reported_findings_status_check" CHECK ("reported_findings"."status" in ('OPEN', 'RESOLVED', 'RESOLVED_BY_THIRD_PARTY', 'DISMISSED')),
	CONSTRAINT "reported_findings_dismissed_check" CHECK ("reported_findings"."is_dismissed" = ("reported_findings"."status" = 'DISMISSED')),
	CONSTRAINT "reported_findings_notes_length_check" CHECK (char_length("reported_findings"."resolution_notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "temporary_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temporary_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"file_reference" text NOT NULL,
	"name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "temporary_documents_file_reference_key" UNIQUE("agency_id","file_reference")
);
--> statement-breakpoint
CREATE TABLE "contact_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"occupant_id" integer,
	"contact_id" integer,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"do_not_contact_reason_code" text,
	"do_not_contact_reason_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_numbers_owner_check" CHECK (num_nonnulls("contact_numbers"."occupant_id", "contact_numbers"."contact_id") = 1),
	CONSTRAINT "contact_numbers_e164_check" CHECK ("contact_numbers"."number" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "contact_numbers_type_check" CHECK ("contact_numbers"."type" in ('MOBILE', 'HOME', 'OFFICE', 'OTHER')),
	CONSTRAINT "contact_numbers_do_not_contact_reason_check" CHECK ("contact_numbers"."do_not_contact_reason_code" in ('WRONG_NUMBER', 'DISCONNECTED', 'REQUESTED', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"salutation" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"suburb_id" integer,
	"international_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "contacts_role_check" CHECK ("contacts"."role" in ('PROPERTY_MANAGER', 'LANDLORD', 'AGENCY_CONTACT', 'OCCUPANT')),
	CONSTRAINT "contacts_name_length_check" CHECK (char_length("contacts"."name") <= 75),
	CONSTRAINT "contacts_email_length_check" CHECK (char_length("contacts"."email") <= 75),
	CONSTRAINT "contacts_address_kind_check" CHECK ("contacts"."international_address" is null or ("contacts"."address_line1" is null and "contacts"."suburb_id" is null)),
	CONSTRAINT "contacts_australian_address_check" CHECK (("contacts"."address_line1" is null) = ("contacts"."suburb_id" is null))
);
--> statement-breakpoint
CREATE TABLE "occupants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "occupants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"tenancy_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"is_all_contact_numbers_blacklisted" boolean DEFAULT false NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupants_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "occupants_name_length_check" CHECK (char_length("occupants"."name") <= 75),
	CONSTRAINT "occupants_email_length_check" CHECK (char_length("occupants"."email") <= 75)
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"vacate_date" date,
	"notes" text,
	"source" text,
	"lease_type" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenancies_agency_id_key" UNIQUE("agency_id","id"),
	CONSTRAINT "tenancies_lease_type_check" CHECK ("tenancies"."lease_type" in ('New', 'Renewal')),
	CONSTRAINT "tenancies_notes_length_check" CHECK (char_length("tenancies"."notes") <= 500),
	CONSTRAINT "tenancies_end_date_check" CHECK ("tenancies"."end_date" > "tenancies"."start_date"),
	CONSTRAINT "tenancies_vacate_date_check" CHECK ("tenancies"."vacate_date" > "tenancies"."start_date")
);
--> statement-breakpoint
CREATE TABLE "user_experiments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_experiments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"experiment_code" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "user_experiments_user_experiment_key" UNIQUE("user_id","experiment_code"),
	CONSTRAINT "user_experiments_code_check" CHECK ("user_experiments"."experiment_code" in ('ProblemRegister', 'AgencyEntryMethod', 'AgencyCompliancePortalAdvancedAnalytics', 'OverrideBookableServices', 'DownloadEmailFile', 'PortfolioMirroring', 'PropertyDetailsPage'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_provider_staff" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_display_name_length_check" CHECK (char_length("users"."display_name") <= 75),
	CONSTRAINT "users_email_length_check" CHECK (char_length("users"."email") <= 75)
);
--> statement-breakpoint
ALTER TABLE "access_issue_blocked_methods" ADD CONSTRAINT "access_issue_blocked_methods_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_blocked_methods" ADD CONSTRAINT "access_issue_blocked_methods_case_fk" FOREIGN KEY ("agency_id","case_id") REFERENCES "public"."access_issue_cases"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_cases" ADD CONSTRAINT "access_issue_cases_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_cases" ADD CONSTRAINT "access_issue_cases_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_cases" ADD CONSTRAINT "access_issue_cases_notice_fk" FOREIGN KEY ("agency_id","notice_id") REFERENCES "public"."notices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_problem_sets" ADD CONSTRAINT "access_issue_problem_sets_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_problem_sets" ADD CONSTRAINT "access_issue_problem_sets_blocked_method_fk" FOREIGN KEY ("agency_id","blocked_method_id") REFERENCES "public"."access_issue_blocked_methods"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_suggested_actions" ADD CONSTRAINT "access_issue_suggested_actions_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_suggested_actions" ADD CONSTRAINT "access_issue_suggested_actions_problem_set_fk" FOREIGN KEY ("agency_id","problem_set_id") REFERENCES "public"."access_issue_problem_sets"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_issue_suggested_actions" ADD CONSTRAINT "access_issue_suggested_actions_performed_by_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_default_property_manager_fk" FOREIGN KEY ("id","default_property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_locations" ADD CONSTRAINT "key_locations_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_notification_settings" ADD CONSTRAINT "pm_notification_settings_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_notification_settings" ADD CONSTRAINT "pm_notification_settings_manager_fk" FOREIGN KEY ("agency_id","property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_notification_settings" ADD CONSTRAINT "pm_notification_settings_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_impersonator_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_session_fk" FOREIGN KEY ("held_by_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_booking_fk" FOREIGN KEY ("agency_id","booking_id") REFERENCES "public"."bookings"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_non_managed_property_fk" FOREIGN KEY ("agency_id","non_managed_property_id") REFERENCES "public"."non_managed_properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notice_fk" FOREIGN KEY ("agency_id","notice_id") REFERENCES "public"."notices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_quote_fk" FOREIGN KEY ("agency_id","quote_id") REFERENCES "public"."quotes"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invoice_fk" FOREIGN KEY ("agency_id","invoice_id") REFERENCES "public"."invoices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_entry_method_preferences" ADD CONSTRAINT "agency_entry_method_preferences_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_entry_method_preferences" ADD CONSTRAINT "agency_entry_method_preferences_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_method_preferences" ADD CONSTRAINT "entry_method_preferences_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_method_preferences" ADD CONSTRAINT "entry_method_preferences_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_method_preferences" ADD CONSTRAINT "entry_method_preferences_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_notice_fk" FOREIGN KEY ("agency_id","notice_id") REFERENCES "public"."notices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_entry_notifications" ADD CONSTRAINT "one_off_entry_notifications_requested_by_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_reason_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."cancellation_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_requested_by_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_requested_by_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_fk" FOREIGN KEY ("agency_id","invoice_id") REFERENCES "public"."invoices"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_uploaded_by_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_memberships" ADD CONSTRAINT "agency_memberships_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_memberships" ADD CONSTRAINT "agency_memberships_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_memberships" ADD CONSTRAINT "agency_memberships_property_manager_fk" FOREIGN KEY ("agency_id","property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_default_property_manager_fk" FOREIGN KEY ("agency_id","default_property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_resolved_by_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_non_managed_property_fk" FOREIGN KEY ("agency_id","non_managed_property_id") REFERENCES "public"."non_managed_properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_portfolio_property_fk" FOREIGN KEY ("agency_id","portfolio_property_id") REFERENCES "public"."non_managed_properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_integration_fk" FOREIGN KEY ("agency_id","integration_id") REFERENCES "public"."integrations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_under_enrolment_by_fk" FOREIGN KEY ("under_enrolment_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_managements" ADD CONSTRAINT "new_managements_dismissed_by_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_managed_properties" ADD CONSTRAINT "non_managed_properties_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_managed_properties" ADD CONSTRAINT "non_managed_properties_property_manager_fk" FOREIGN KEY ("agency_id","property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_manager_fk" FOREIGN KEY ("agency_id","property_manager_id") REFERENCES "public"."property_managers"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_key_location_fk" FOREIGN KEY ("agency_id","key_location_id") REFERENCES "public"."key_locations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_confirmed_by_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_fk" FOREIGN KEY ("agency_id","quote_id") REFERENCES "public"."quotes"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cancellation_reasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_appliance_fk" FOREIGN KEY ("agency_id","appliance_id") REFERENCES "public"."appliances"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_quotation_fk" FOREIGN KEY ("agency_id","quotation_id") REFERENCES "public"."quotes"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_category_fk" FOREIGN KEY ("servicing_category_id") REFERENCES "public"."servicing_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_dismissed_by_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_quote_requested_by_fk" FOREIGN KEY ("quote_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_findings" ADD CONSTRAINT "reported_findings_resolved_by_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_documents" ADD CONSTRAINT "temporary_documents_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_documents" ADD CONSTRAINT "temporary_documents_uploaded_by_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_occupant_fk" FOREIGN KEY ("agency_id","occupant_id") REFERENCES "public"."occupants"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_contact_fk" FOREIGN KEY ("agency_id","contact_id") REFERENCES "public"."contacts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_suburb_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupants" ADD CONSTRAINT "occupants_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupants" ADD CONSTRAINT "occupants_tenancy_fk" FOREIGN KEY ("agency_id","tenancy_id") REFERENCES "public"."tenancies"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_agency_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_fk" FOREIGN KEY ("agency_id","property_id") REFERENCES "public"."properties"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experiments" ADD CONSTRAINT "user_experiments_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_issue_cases_agency_property_idx" ON "access_issue_cases" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "access_issue_cases_agency_status_idx" ON "access_issue_cases" USING btree ("agency_id","status","opened_at");--> statement-breakpoint
CREATE INDEX "access_issue_problem_sets_agency_method_idx" ON "access_issue_problem_sets" USING btree ("agency_id","blocked_method_id");--> statement-breakpoint
CREATE INDEX "access_issue_suggested_actions_agency_set_idx" ON "access_issue_suggested_actions" USING btree ("agency_id","problem_set_id");--> statement-breakpoint
CREATE INDEX "property_managers_agency_name_idx" ON "property_managers" USING btree ("agency_id","name");--> statement-breakpoint
CREATE INDEX "property_managers_agency_user_idx" ON "property_managers" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_log_agency_at_idx" ON "audit_log" USING btree ("agency_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "login_tokens_expires_at_idx" ON "login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "availability_slots_agency_date_idx" ON "availability_slots" USING btree ("agency_id","date","time_from");--> statement-breakpoint
CREATE INDEX "bookings_agency_property_idx" ON "bookings" USING btree ("agency_id","property_id","date");--> statement-breakpoint
CREATE INDEX "bookings_agency_date_idx" ON "bookings" USING btree ("agency_id","date");--> statement-breakpoint
CREATE INDEX "documents_agency_property_idx" ON "documents" USING btree ("agency_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_agency_non_managed_idx" ON "documents" USING btree ("agency_id","non_managed_property_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_agency_created_idx" ON "email_outbox" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_agency_property_idx" ON "email_outbox" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "one_off_entry_notifications_agency_property_idx" ON "one_off_entry_notifications" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_agency_property_idx" ON "cancellation_requests" USING btree ("agency_id","property_id","status");--> statement-breakpoint
CREATE INDEX "hold_requests_agency_property_idx" ON "hold_requests" USING btree ("agency_id","property_id","status");--> statement-breakpoint
CREATE INDEX "invoice_items_agency_invoice_idx" ON "invoice_items" USING btree ("agency_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_agency_property_idx" ON "invoices" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "invoices_agency_unpaid_due_idx" ON "invoices" USING btree ("agency_id","due_date") WHERE not is_paid;--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("queue","run_at") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "agency_memberships_agency_user_idx" ON "agency_memberships" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_agency_property_idx" ON "notices" USING btree ("agency_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_agency_active_idx" ON "notices" USING btree ("agency_id","is_urgent","created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "job_orders_agency_created_idx" ON "job_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "new_managements_agency_status_idx" ON "new_managements" USING btree ("agency_id","status","first_active_date");--> statement-breakpoint
CREATE INDEX "non_managed_properties_agency_address_idx" ON "non_managed_properties" USING btree ("agency_id","address_line1");--> statement-breakpoint
CREATE INDEX "non_managed_properties_agency_status_idx" ON "non_managed_properties" USING btree ("agency_id","compliance_status");--> statement-breakpoint
CREATE INDEX "non_managed_properties_agency_manager_idx" ON "non_managed_properties" USING btree ("agency_id","property_manager_id");--> statement-breakpoint
CREATE INDEX "appliances_agency_property_idx" ON "appliances" USING btree ("agency_id","property_id","service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_agency_external_id_key" ON "properties" USING btree ("agency_id","integration_source","external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE INDEX "properties_agency_address_idx" ON "properties" USING btree ("agency_id","address_line1");--> statement-breakpoint
CREATE INDEX "properties_agency_status_idx" ON "properties" USING btree ("agency_id","compliance_status");--> statement-breakpoint
CREATE INDEX "properties_agency_manager_idx" ON "properties" USING btree ("agency_id","property_manager_id");--> statement-breakpoint
CREATE INDEX "properties_agency_created_idx" ON "properties" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_agency_next_due_idx" ON "properties" USING btree ("agency_id","next_service_due");--> statement-breakpoint
CREATE INDEX "property_services_agency_service_status_idx" ON "property_services" USING btree ("agency_id","service_code","status");--> statement-breakpoint
CREATE INDEX "property_services_agency_next_due_idx" ON "property_services" USING btree ("agency_id","next_due_date");--> statement-breakpoint
CREATE INDEX "quote_items_agency_quote_idx" ON "quote_items" USING btree ("agency_id","quote_id");--> statement-breakpoint
CREATE INDEX "quotes_agency_property_idx" ON "quotes" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "quotes_agency_status_idx" ON "quotes" USING btree ("agency_id","status_id","severity");--> statement-breakpoint
CREATE INDEX "cancellation_reasons_parent_idx" ON "cancellation_reasons" USING btree ("parent_id","display_order");--> statement-breakpoint
CREATE INDEX "suburbs_lower_name_idx" ON "suburbs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suburbs_postcode_idx" ON "suburbs" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "reported_findings_agency_property_idx" ON "reported_findings" USING btree ("agency_id","property_id","service_code");--> statement-breakpoint
CREATE INDEX "reported_findings_agency_status_idx" ON "reported_findings" USING btree ("agency_id","status","is_urgent");--> statement-breakpoint
CREATE INDEX "temporary_documents_agency_expires_idx" ON "temporary_documents" USING btree ("agency_id","expires_at");--> statement-breakpoint
CREATE INDEX "contact_numbers_agency_occupant_idx" ON "contact_numbers" USING btree ("agency_id","occupant_id");--> statement-breakpoint
CREATE INDEX "contact_numbers_agency_contact_idx" ON "contact_numbers" USING btree ("agency_id","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_agency_property_idx" ON "contacts" USING btree ("agency_id","property_id","role");--> statement-breakpoint
CREATE INDEX "occupants_agency_tenancy_idx" ON "occupants" USING btree ("agency_id","tenancy_id");--> statement-breakpoint
CREATE INDEX "tenancies_agency_property_idx" ON "tenancies" USING btree ("agency_id","property_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_one_current_key" ON "tenancies" USING btree ("agency_id","property_id") WHERE is_current;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));