"""The admin's audit page (Streamlit): recent questions with filters, and the runbook-gap report."""
